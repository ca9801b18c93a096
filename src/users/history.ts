import { USER_STATUSES } from '@contract/domain';
import type { USER_HISTORY } from '@contract/users';
import { choice, historyLabels, role } from '../common/history/labels';

export const history = historyLabels<typeof USER_HISTORY>('user', {
  full_name: { label: 'users.fields.full_name' },
  email: { label: 'users.fields.email' },
  user_role: { label: 'users.fields.role', show: role },
  status: { label: 'users.fields.status', show: choice('users.statuses', USER_STATUSES) },
  password: { label: 'users.fields.password' },
});
