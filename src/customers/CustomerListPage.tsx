import { useRequireAccess } from 'react-admin';
import { ResourceList, useListPageType } from '../common/list-kit';
import { PageLoading } from '../common/PageLoading';
import { listRoutes } from '../routes';
import { customerList } from './customerList';

/** /all-customer, /all-active-customer and /all-inactive-customer: one list, a tab each. */
export default function CustomerListPage() {
  const pageType = useListPageType(listRoutes.customers) ?? 'all';
  const { isPending } = useRequireAccess({ resource: 'customers', action: 'list' });
  if (isPending) return <PageLoading />;
  return <ResourceList declaration={customerList} pageType={pageType} />;
}
