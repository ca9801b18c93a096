import { useParams } from 'react-router-dom';
import type { Customer } from '@contract/customers';
import { ADMINISTRATION_COMPANY_UID, LIST_TYPES } from '@contract/domain';
import { listRoutes, type StatusPageType } from '../routes';
import type { UserRecord } from '../users/types';

/** A customer as the dataProvider hands it over (`id` = company_uid); the detail call adds its users. */
export type CustomerRecord = Omit<Customer, 'id'> & { id: string; pk: number; user_company?: UserRecord[] };

/** The {pageType} and {id} of a customer route; an unknown pageType counts as 'all'. */
export function useCustomerParams() {
  const { pageType: param, id = '' } = useParams();
  const pageType: StatusPageType = LIST_TYPES.find((type) => type === param) ?? 'all';
  return { pageType, id, listRoute: listRoutes.customers[pageType] };
}

/**
 * Why a customer cannot be deleted, as an i18n key, or undefined when it can: the server's is_delete flag
 * (spec section 4), and the administration company, which is never deletable.
 */
export function deleteBlocked(customer: CustomerRecord): string | undefined {
  if (customer.company_uid === ADMINISTRATION_COMPANY_UID) return 'api.administration_protected';
  return customer.is_delete ? undefined : 'api.customer_not_deletable';
}
