import type { Row } from '../providers/listing';
import { chosenFile, pick, toFormData } from '../providers/bodyParts';

/**
 * retention_days too (issue 30): the form keeps it as text, empty for the platform default; and
 * rejection_reason_required (issue 34), a checkbox sent as 'true' or 'false'.
 */
const CUSTOMER_FIELDS = [
  'company_name',
  'company_email',
  'folder_name',
  'folder_id',
  'retention_days',
  'rejection_reason_required',
] as const;

/** Create and edit alike: the logo goes along only when a file was chosen (spec section 5, edit customer). */
export function customerBody(data: Row): FormData {
  return toFormData({ ...pick(data, CUSTOMER_FIELDS), company_logo: chosenFile(data.company_logo) });
}
