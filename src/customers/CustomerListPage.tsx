import { ResourceList, useListPageType } from '../common/list-kit';
import { PageLoading } from '../common/PageLoading';
import { useMayOpen } from '../common/useMayOpen';
import { listRoutes } from '../routes';
import { customerList } from './customerList';

/** /all-customer, /all-active-customer and /all-inactive-customer: one list, a tab each. */
export default function CustomerListPage() {
  const pageType = useListPageType(listRoutes.customers) ?? 'all';
  const mayOpen = useMayOpen('customers', 'list');
  if (!mayOpen) return <PageLoading />;
  return <ResourceList declaration={customerList} pageType={pageType} />;
}
