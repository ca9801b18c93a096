import type { Row } from '../providers/listing';
import { chosenFile, pick, toFormData } from '../providers/bodyParts';

const CUSTOMER_FIELDS = ['company_name', 'company_email', 'folder_name', 'folder_id'] as const;

/** Create and edit alike: the logo goes along only when a file was chosen (spec section 5, edit customer). */
export function customerBody(data: Row): FormData {
  return toFormData({ ...pick(data, CUSTOMER_FIELDS), company_logo: chosenFile(data.company_logo) });
}
