import { Stack } from '@mui/material';
import { ShowBase, useGetIdentity, useShowContext } from 'react-admin';
import { PageFrame } from '../common/PageFrame';
import { HistoryTimeline } from '../common/history/HistoryTimeline';
import { PageLoading } from '../common/PageLoading';
import { PersonalDataButton } from '../common/PersonalDataButton';
import { PresenceNotice } from '../common/PresenceNotice';
import { useMayOpen } from '../common/useMayOpen';
import { RecordActions } from '../common/RecordActions';
import { routes } from '../routes';
import { UserDetails } from './UserDetails';
import { useUserParams, type UserRecord } from './types';

function UserShown() {
  const { record } = useShowContext<UserRecord>();
  if (!record) return <PageLoading />;
  return (
    <Stack gap={2}>
      <UserDetails user={record} />
      <HistoryTimeline subject="user" uid={record.id} />
    </Stack>
  );
}

/** /user/{pageType}/view/{id}: the user's details with Edit and Delete icons. */
export default function UserViewPage() {
  const { pageType, id, listRoute } = useUserParams();
  const { identity } = useGetIdentity();
  const mayOpen = useMayOpen('users', 'show');
  if (!mayOpen) return <PageLoading />;
  return (
    <ShowBase resource="users" id={id} redirectOnError={() => listRoute}>
      <PageFrame
        title="users.view.title"
        crumbs={[{ label: 'users.title', to: listRoute }]}
        actions={
          <>
            <PersonalDataButton call="userDataExport" uid={id} />
            <RecordActions
              editTo={routes.userEdit(pageType, id)}
              deleteTo={routes.userDelete(pageType, id)}
              deleteBlocked={identity?.id === id ? 'api.own_account_locked' : undefined}
            />
          </>
        }
      >
        <PresenceNotice resource="users" id={id} />
        <UserShown />
      </PageFrame>
    </ShowBase>
  );
}
