import { DetailCard } from '../common/DetailCard';
import { RoleLabel, StatusLabel } from './labels';
import type { UserRecord } from './types';

/** A user's card, as the view and delete pages show it. */
export function UserDetails({ user }: { user: UserRecord }) {
  return (
    <DetailCard
      title={user.full_name}
      email={user.email}
      items={[
        { label: 'users.fields.full_name', value: user.full_name },
        { label: 'users.fields.email', value: user.email },
        { label: 'users.fields.role', value: <RoleLabel role={user.user_role} /> },
        { label: 'users.fields.company', value: user.company.company_name },
        { label: 'users.fields.status', value: <StatusLabel status={user.status} /> },
      ]}
    />
  );
}
