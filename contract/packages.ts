import { z } from 'zod';
import { bulkDelete } from './bulk';
import { filterText, optionalText, requiredText } from './fields';
import type { RecordedHistory } from './history';
import { listQuery } from './lists';
import { packageRef } from './vacancies';
import { recordVersion } from './versions';

/** The longest package name. */
export const PACKAGE_NAME_MAX = 100;

/** A package as its list and its write answers show it (the vacancy forms' choices). */
export const packageItem = packageRef.extend(recordVersion);
export type PackageItem = z.infer<typeof packageItem>;

export const PACKAGE_HISTORY = {
  kind: 'package',
  fields: ['package_name', 'package_name_de'],
} as const satisfies RecordedHistory<keyof PackageItem>;

/**
 * POST vacancy-package-create/ and PUT vacancy-package-update/{uid}/: the English name, unique ignoring case,
 * and the German one, which a client that knows only `package_name` leaves out: left out or empty, a new
 * package's German name is its English one; left out, an update keeps it.
 */
export const packageWrite = z.object({
  package_name: requiredText('validation.name_required', PACKAGE_NAME_MAX),
  package_name_de: optionalText(PACKAGE_NAME_MAX).optional(),
});
export type PackageWrite = z.infer<typeof packageWrite>;

/** GET vacancy-package-list/: unpaged without `page`, as the vacancy forms read it; paged like other lists. */
export const packageListQuery = listQuery.extend({ package_name__icontains: filterText() });

/** POST customer-api/vacancy-package-bulk-delete/: the package list has no tabs. */
export const packageBulkDelete = bulkDelete(packageListQuery, ['all']);
