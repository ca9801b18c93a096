import { useGetIdentity } from 'react-admin';
import { DeletePage } from '../common/DeletePage';
import { routes } from '../routes';
import { UserDetails } from './UserDetails';
import { useUserParams, type UserRecord } from './types';

/** /user/{pageType}/delete/{id}: the user under the confirmation; then the server's text and /all-users. */
export default function UserDeletePage() {
  const { id, listRoute } = useUserParams();
  const { identity } = useGetIdentity();
  return (
    <DeletePage<UserRecord>
      resource="users"
      id={id}
      listRoute={listRoute}
      redirectTo={routes.allUsers}
      blocked={(record) => (identity?.id === record.id ? 'api.own_account_locked' : undefined)}
      details={(record) => <UserDetails user={record} />}
    />
  );
}
