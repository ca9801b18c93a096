import { ACTIVE_USER_STATUS, ADMINISTRATION_COMPANY_UID, USERNAME_PLACEHOLDER } from '@contract/domain';
import type { Row } from '../providers/listing';
import { filled, pick } from '../providers/bodyParts';

export function userCreateBody(data: Row): Row {
  const body = pick(data, [
    'full_name',
    'user_role',
    'email',
    'company_uuid',
    'or_password',
    'confirm_password',
  ]);
  // A SubAdmin always belongs to the administration company (spec section 5, add user).
  if (body.user_role === 'SubAdmin') body.company_uuid = ADMINISTRATION_COMPANY_UID;
  return { ...body, username: USERNAME_PLACEHOLDER, status: ACTIVE_USER_STATUS };
}

/**
 * Without a new password only the four profile fields are sent (spec section 5). The current password goes
 * along whenever it was typed, since the API asks for it when users change their own email, too.
 */
export function userUpdateBody(data: Row): Row {
  const body = pick(data, ['full_name', 'user_role', 'status', 'email']);
  if (filled(data.or_password)) Object.assign(body, pick(data, ['or_password', 'confirm_password']));
  if (filled(data.old_password)) body.old_password = data.old_password;
  return body;
}
