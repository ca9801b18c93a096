import { TextField } from '@mui/material';
import { RadioButtonGroupInput, useEditContext, useGetIdentity, useTranslate } from 'react-admin';
import { EDITABLE_USER_STATUSES } from '@contract/domain';
import { domainChoices } from '../common/choices';
import { EditScreen } from '../common/EditScreen';
import { FormCard } from '../common/FormCard';
import { PageLoading } from '../common/PageLoading';
import { PasswordInput } from '../common/PasswordInput';
import { REQUIRED_MARK } from '../common/requiredMark';
import { StaleEditDialog } from '../common/stale/StaleEditDialog';
import { lazySchemaValidator } from '../common/validation';
import { rolesForCompany } from './rules';
import { EmailInput, FullNameInput } from './UserInputs';
import { useUserParams, type UserRecord } from './types';

/** A colleague's save meanwhile is settled on the user's recorded fields; a new password is the user's own. */
const CONFLICT = { kind: 'user', unlisted: ['password'] };

const validator = lazySchemaValidator(async () => (await import('@contract/users')).userUpdate);
const statusChoices = domainChoices('users.statuses', EDITABLE_USER_STATUSES);

/**
 * A read-only group's label, choices and reason at full contrast: Material UI greys a disabled group's below AA,
 * and here the choices are the values to read.
 */
const READABLE = {
  '& .MuiFormLabel-root.Mui-disabled': { color: 'text.secondary' },
  '& .MuiFormControlLabel-root .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' },
  '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' },
};

function EditUserForm({ backTo }: { backTo: string }) {
  const translate = useTranslate();
  const { record } = useEditContext<UserRecord>();
  const { identity } = useGetIdentity();
  if (!record) return <PageLoading />;
  // The server refuses a change of one's own role or status: they show, read-only, with the reason.
  const own = identity?.id === record.id;
  const ownLocked = own ? { readOnly: true, helperText: 'api.own_account_locked', sx: READABLE } : {};
  return (
    <FormCard validator={validator} backTo={backTo}>
      <TextField
        label={translate('users.fields.company')}
        value={record.company.company_name}
        slotProps={{ input: { readOnly: true } }}
        helperText=" "
        fullWidth
      />
      <FullNameInput />
      <EmailInput />
      <RadioButtonGroupInput
        source="user_role"
        label="users.fields.role"
        choices={domainChoices('users.roles', rolesForCompany(record.company.company_uid))}
        validate={own ? undefined : REQUIRED_MARK}
        {...ownLocked}
      />
      <RadioButtonGroupInput
        source="status"
        label="users.fields.status"
        choices={statusChoices}
        validate={own ? undefined : REQUIRED_MARK}
        {...ownLocked}
      />
      <PasswordInput
        source="or_password"
        label="users.fields.new_password"
        helperText="users.edit.password_hint"
        autoComplete="new-password"
      />
      <PasswordInput
        source="confirm_password"
        label="users.fields.confirm_password"
        autoComplete="new-password"
      />
      <StaleEditDialog conflict={CONFLICT} />
    </FormCard>
  );
}

/**
 * /user/{pageType}/edit/{id}: the company read-only, the roles it allows, status Approved or Rejected and an
 * optional password; one's own role and status read-only; without a password only full_name, user_role, status
 * and email are sent (src/providers/payloads.ts). Success: 'User Updated successfully', then the list.
 */
export default function UserEditPage() {
  const { id, listRoute } = useUserParams();
  return (
    <EditScreen resource="users" id={id} success="api.user_updated" listRoute={listRoute}>
      <EditUserForm backTo={listRoute} />
    </EditScreen>
  );
}
