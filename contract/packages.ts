import { z } from 'zod';
import { requiredText } from './fields';

/** The longest package name the API stores (the packages screens' rule). */
export const PACKAGE_NAME_MAX = 100;

/**
 * POST customer-api/vacancy-package-create/ and PUT customer-api/vacancy-package-update/{uid}/: the name,
 * 1 to 100 characters; the server alone knows whether another package has it already (its 409).
 */
export const packageCreate = z.object({
  package_name: requiredText('validation.name_required', PACKAGE_NAME_MAX),
});
export const packageUpdate = packageCreate;
