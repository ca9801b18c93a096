import { ResourceList, useListPageType } from '../common/list-kit';
import { PageLoading } from '../common/PageLoading';
import { useMayOpen } from '../common/useMayOpen';
import { listRoutes } from '../routes';
import { useUserListDeclaration } from './userList';

/** /all-users, /all-active-users, /all-inactive-users and /all-pending-users: one list, a route each. */
export default function UserListPage() {
  const declaration = useUserListDeclaration();
  const pageType = useListPageType(listRoutes.users) ?? 'all';
  const mayOpen = useMayOpen('users', 'list');
  if (!mayOpen) return <PageLoading />;
  return <ResourceList declaration={declaration} pageType={pageType} />;
}
