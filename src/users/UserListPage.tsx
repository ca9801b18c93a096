import { useRequireAccess } from 'react-admin';
import { ResourceList, useListPageType } from '../common/list-kit';
import { PageLoading } from '../common/PageLoading';
import { listRoutes } from '../routes';
import { useUserListDeclaration } from './userList';

/** /all-users, /all-active-users, /all-inactive-users and /all-pending-users: one list, a route each. */
export default function UserListPage() {
  const declaration = useUserListDeclaration();
  const pageType = useListPageType(listRoutes.users) ?? 'all';
  const { isPending } = useRequireAccess({ resource: 'users', action: 'list' });
  if (isPending) return <PageLoading />;
  return <ResourceList declaration={declaration} pageType={pageType} />;
}
