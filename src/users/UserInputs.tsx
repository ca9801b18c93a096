import { TextInput } from 'react-admin';
import { REQUIRED_MARK } from '../common/requiredMark';

/** The user's name and email, as the add and the edit form both ask for them. */
export const FullNameInput = () => (
  <TextInput source="full_name" label="users.fields.full_name" autoComplete="off" validate={REQUIRED_MARK} />
);

export const EmailInput = () => (
  <TextInput
    source="email"
    type="email"
    label="users.fields.email"
    autoComplete="off"
    validate={REQUIRED_MARK}
  />
);
