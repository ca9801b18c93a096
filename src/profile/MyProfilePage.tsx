import EditIcon from '@mui/icons-material/Edit';
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { errorMessage } from '../common/errors';
import { PageFrame } from '../common/PageFrame';
import { PageLoading } from '../common/PageLoading';
import { PersonalDataButton } from '../common/PersonalDataButton';
import { DetailCard } from '../common/DetailCard';
import type { ProfileRecord } from '../providers/dataProvider';
import { routes } from '../routes';
import { CompanyUsers } from '../users/CompanyUsers';
import { RoleLabel } from '../users/labels';
import type { UserRecord } from '../users/types';
import { useProfile } from './useProfile';

function ProfileCard({ profile }: { profile: ProfileRecord }) {
  return (
    <DetailCard
      title={profile.full_name}
      email={profile.email}
      items={[
        { label: 'profile.fields.role', value: <RoleLabel role={profile.user_role} /> },
        { label: 'profile.fields.company', value: profile.company.company_name },
        { label: 'profile.fields.full_name', value: profile.full_name },
        { label: 'profile.fields.email', value: profile.email },
      ]}
    />
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
          <>
            <PersonalDataButton call="profileDataExport" />
            <Button
              component={Link}
              to={routes.editProfile(profile.user_uid)}
              variant="contained"
              startIcon={<EditIcon />}
            >
              {translate('profile.edit_link')}
            </Button>
          </>
        )
      }
    >
      {profile ? (
        <ProfileCard profile={profile} />
      ) : (
        <Alert severity="error">{translate(errorMessage(error))}</Alert>
      )}
      {profile?.user_role === 'CustomerAdmin' && (
        <CompanyUsers
          users={(profile.users ?? []) as UserRecord[]}
          companyUid={profile.company.company_uid}
          title="users.company_list.title"
        />
      )}
    </PageFrame>
  );
}
