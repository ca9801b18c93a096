import EditIcon from '@mui/icons-material/Edit';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DetailGrid } from '../common/DetailGrid';
import { errorMessage } from '../common/errors';
import { Thumbnail } from '../common/list-kit';
import { PageFrame } from '../common/PageFrame';
import { PageLoading } from '../common/PageLoading';
import type { ProfileRecord } from '../providers/dataProvider';
import { routes } from '../routes';
import { CompanyUsers } from '../users/CompanyUsers';
import { RoleLabel } from '../users/labels';
import type { UserRecord } from '../users/types';
import { useProfile } from './useProfile';

function ProfileCard({ profile }: { profile: ProfileRecord }) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 2 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 3 }}>
          <Thumbnail size={56} />
          <div>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
              {profile.full_name}
            </Typography>
            <Typography color="text.secondary">{profile.email}</Typography>
          </div>
        </Stack>
        <DetailGrid
          items={[
            { label: 'profile.fields.role', value: <RoleLabel role={profile.user_role} /> },
            { label: 'profile.fields.company', value: profile.company.company_name },
            { label: 'profile.fields.full_name', value: profile.full_name },
            { label: 'profile.fields.email', value: profile.email },
          ]}
        />
      </CardContent>
    </Card>
  );
}

/**
 * /my-profile: role, company, name and email with a link to /edit-profile/{user_uid}; a CustomerAdmin also
 * sees the Users List of its company (list or grid, list by default).
 */
export default function MyProfilePage() {
  const translate = useTranslate();
  const { data: profile, error, isPending } = useProfile();
  if (isPending) return <PageLoading />;
  return (
    <PageFrame
      title="profile.title"
      actions={
        profile && (
          <Button
            component={Link}
            to={routes.editProfile(profile.user_uid)}
            variant="contained"
            startIcon={<EditIcon />}
          >
            {translate('profile.edit_link')}
          </Button>
        )
      }
    >
      {profile ? (
        <ProfileCard profile={profile} />
      ) : (
        <Alert severity="error">{translate(errorMessage(error))}</Alert>
      )}
      {profile?.user_role === 'CustomerAdmin' && (
        <CompanyUsers users={(profile.users ?? []) as UserRecord[]} title="users.company_list.title" />
      )}
    </PageFrame>
  );
}
