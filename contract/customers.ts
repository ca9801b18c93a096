import { z } from 'zod';
import { LIST_TYPES } from './domain';
import { choice, email, filterText, formFlag, optionalImage, requiredImage, requiredText } from './fields';
import type { RecordedHistory } from './history';
import { listQuery } from './lists';
import { user } from './users';
import { retentionDays } from './retention';
import { recordVersion } from './versions';

/** A company as the lists show it; is_delete tells whether the delete call would succeed. */
export const customer = z.object({
  id: z.number().int(),
  company_uid: z.string(),
  company_name: z.string(),
  company_email: z.string(),
  /** The /media/... URL of the stored logo. */
  company_logo: z.string().nullable(),
  folder_name: z.string(),
  folder_id: z.string(),
  /**
   * Issue 30: days a Rejected or Inactive candidate is kept unchanged before it is anonymised; null: the platform's.
   * Beyond the spec: a server of the bare contract answers none, which reads as null.
   */
  retention_days: z.number().int().nullish(),
  /** Issue 34: whether rejecting one of its candidates needs a reason. Beyond the spec, as retention_days. */
  rejection_reason_required: z.boolean().optional(),
  is_delete: z.boolean(),
  ...recordVersion,
});
export type Customer = z.infer<typeof customer>;

/** A customer's history: a new logo shows as changed, never with its values. */
export const CUSTOMER_HISTORY = {
  kind: 'customer',
  fields: ['company_name', 'company_email', 'folder_name', 'folder_id', 'company_logo'],
} as const satisfies RecordedHistory<keyof Customer>;

/** GET admin-api/company-detail-view/{id}/: the company with its users. */
export const customerDetail = customer.extend({ user_company: z.array(user) });
export type CustomerDetail = z.infer<typeof customerDetail>;

/** GET admin-api/company-list/listing/: the customer dropdown. */
export const customerOption = z.object({
  company_uid: z.string(),
  company_name: z.string(),
  id: z.number().int(),
});
export type CustomerOption = z.infer<typeof customerOption>;

/** POST account-api/company-register-view/ (multipart), fields in form order (spec section 5, add customer). */
export const customerCreate = z.object({
  company_name: requiredText('validation.name_required'),
  company_logo: requiredImage('validation.logo_required'),
  company_email: email(),
  folder_name: requiredText('validation.folder_name_required'),
  folder_id: requiredText('validation.folder_id_required'),
  /** Beyond the spec (issue 30): absent or empty, the platform's retention. */
  retention_days: retentionDays(),
  /** Beyond the spec (issue 34): absent, no reason is required. */
  rejection_reason_required: formFlag(),
});
export type CustomerCreate = z.infer<typeof customerCreate>;

/** PUT admin-api/company-update-view/{id}/: everything 'Required' except the logo, sent only when chosen. */
export const customerUpdate = z.object({
  company_name: requiredText(),
  company_logo: optionalImage(),
  company_email: email('validation.required'),
  folder_name: requiredText(),
  folder_id: requiredText(),
  /** Beyond the spec (issue 30): absent keeps the customer's retention, empty sets the platform's. */
  retention_days: retentionDays(),
  /** Beyond the spec (issue 34): absent keeps the customer's setting. */
  rejection_reason_required: formFlag(),
});
export type CustomerUpdate = z.infer<typeof customerUpdate>;

export const customerListQuery = listQuery.extend({
  company_name__icontains: filterText(),
  company_email__icontains: filterText(),
});
export type CustomerListQuery = z.infer<typeof customerListQuery>;

export const customerListType = z.object({ type: choice(LIST_TYPES) });
