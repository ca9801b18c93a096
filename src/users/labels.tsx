import { useTranslate } from 'react-admin';
import { ACTIVE_USER_STATUS, type UserRole, type UserStatus } from '@contract/domain';
import { StateChip } from '../common/StateChip';

export const roleLabel = (role: UserRole): string => `users.roles.${role}`;

/** Approved reads Active, anything else (Rejected, Pending) Inactive (spec section 3). */
const isActiveUser = (status: UserStatus): boolean => status === ACTIVE_USER_STATUS;

export function RoleLabel({ role }: { role: UserRole }) {
  return <>{useTranslate()(roleLabel(role))}</>;
}

export function StatusLabel({ status }: { status: UserStatus }) {
  const active = isActiveUser(status);
  return <StateChip active={active} label={active ? 'app.list.active' : 'app.list.inactive'} />;
}
