import { ShowBase, useGetIdentity, useShowContext } from 'react-admin';
import { DeleteScreen } from '../common/DeleteScreen';
import { PageFrame } from '../common/PageFrame';
import { PageLoading } from '../common/PageLoading';
import { useMayOpen } from '../common/useMayOpen';
import { routes } from '../routes';
import { UserDetails } from './UserDetails';
import { useUserParams, type UserRecord } from './types';

function DeleteContent({ backTo }: { backTo: string }) {
  const { record } = useShowContext<UserRecord>();
  const { identity } = useGetIdentity();
  if (!record) return <PageLoading />;
  return (
    <DeleteScreen
      resource="users"
      record={record}
      redirectTo={routes.allUsers}
      backTo={backTo}
      blocked={identity?.id === record.id ? 'api.own_account_locked' : undefined}
    >
      <UserDetails user={record} />
    </DeleteScreen>
  );
}

/** /user/{pageType}/delete/{id}: the user under the confirmation; then the server's text and /all-users. */
export default function UserDeletePage() {
  const { id, listRoute } = useUserParams();
  const mayOpen = useMayOpen('users', 'delete');
  if (!mayOpen) return <PageLoading />;
  return (
    <ShowBase resource="users" id={id} redirectOnError={() => listRoute} queryOptions={{ retry: false }}>
      <PageFrame title="users.delete.title" crumbs={[{ label: 'users.title', to: listRoute }]}>
        <DeleteContent backTo={listRoute} />
      </PageFrame>
    </ShowBase>
  );
}
