import { userUpdate } from '@contract/users';

const filled = (value: unknown) => typeof value === 'string' && value !== '';
const normal = (email: unknown) =>
  String(email ?? '')
    .trim()
    .toLowerCase();

/**
 * The profile form's rules: the user edit's (spec section 5), and the current password whenever the email or
 * the password changes, which the API requires of one's own account.
 */
export const profileUpdate = (currentEmail: string) =>
  userUpdate.refine(
    (values: Record<string, unknown>) =>
      filled(values.old_password) ||
      (!filled(values.or_password) && normal(values.email) === normal(currentEmail)),
    {
      path: ['old_password'],
      error: 'validation.old_password_required',
      // Checked even while another field is wrong, so that each field shows its own problem on blur.
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    },
  );
