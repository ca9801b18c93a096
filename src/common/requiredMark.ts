import { required } from 'react-admin';

/**
 * Draws a required field's asterisk. The form's schema does the checking (react-hook-form runs no input rules
 * beside a form-level validator), so its messages stay the spec's.
 */
export const REQUIRED_MARK = required();
