import { Card, CardContent, Stack, Typography } from '@mui/material';
import { DetailGrid } from '../common/DetailGrid';
import { Thumbnail } from '../common/list-kit';
import { RoleLabel, StatusLabel } from './labels';
import type { UserRecord } from './types';

/** A user's card, as the view and delete pages show it. */
export function UserDetails({ user }: { user: UserRecord }) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 2 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 3 }}>
          <Thumbnail size={56} />
          <div>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
              {user.full_name}
            </Typography>
            <Typography color="text.secondary">{user.email}</Typography>
          </div>
        </Stack>
        <DetailGrid
          items={[
            { label: 'users.fields.full_name', value: user.full_name },
            { label: 'users.fields.email', value: user.email },
            { label: 'users.fields.role', value: <RoleLabel role={user.user_role} /> },
            { label: 'users.fields.company', value: user.company.company_name },
            { label: 'users.fields.status', value: <StatusLabel status={user.status} /> },
          ]}
        />
      </CardContent>
    </Card>
  );
}
