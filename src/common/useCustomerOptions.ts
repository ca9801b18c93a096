import { useGetList } from 'react-admin';
import type { CustomerOption } from '@contract/customers';

/** A dropdown option as a record: `id` is the company_uid (src/providers/resources.ts). */
export type CustomerOptionRecord = Omit<CustomerOption, 'id'> & { id: string; pk: number };

/** The dropdown listing answers every option at once: ask for more than a page so nothing is cut off. */
const ALL = { page: 1, perPage: 10_000 };

/**
 * The customer dropdown's options (GET company-list/listing/, spec section 7), by name. The API scopes it to
 * the user's own company for CustomerAdmins and StaffAdmins.
 */
export function useCustomerOptions() {
  const { data, isPending } = useGetList<CustomerOptionRecord>('customers', {
    pagination: ALL,
    sort: { field: 'company_name', order: 'ASC' },
    meta: { listing: true },
  });
  return { customers: data ?? [], isPending };
}
