import { MenuItem, TextField } from '@mui/material';
import { useEffect } from 'react';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { ADMINISTRATION_COMPANY_UID, type UserRole } from '@contract/domain';
import { useCustomerOptions } from '../common/useCustomerOptions';

/** The value this field should hold after a role change, or undefined to keep it. */
function customerFor(role: UserRole | undefined, current: unknown, choices: readonly string[]) {
  if (role === 'SubAdmin')
    return current === ADMINISTRATION_COMPANY_UID ? undefined : ADMINISTRATION_COMPANY_UID;
  const only = choices.length === 1 ? choices[0] : undefined;
  if (current === ADMINISTRATION_COMPANY_UID) return only ?? '';
  return !current && only ? only : undefined;
}

/**
 * The add-user form's customer (company_uuid): fixed to the administration company for a SubAdmin, chosen
 * from the listing for the other roles (the administration company is for SubAdmins only). A CustomerAdmin's
 * listing holds its own company alone, which is then chosen for them.
 */
export function CustomerInput({ role }: { role: UserRole | undefined }) {
  const translate = useTranslate();
  const { customers: data } = useCustomerOptions();
  const { field, fieldState, id } = useInput({ source: 'company_uuid' });
  const fixed = role === 'SubAdmin';
  const administration = data.find((option) => option.company_uid === ADMINISTRATION_COMPANY_UID);
  const choices = data.filter((option) => option.company_uid !== ADMINISTRATION_COMPANY_UID);
  const uids = choices.map((option) => option.company_uid);
  const next = customerFor(role, field.value, uids);
  const { onChange } = field;

  useEffect(() => {
    if (next !== undefined) onChange(next);
  }, [next, onChange]);

  const shown = fixed ? (administration ? [administration] : []) : choices;
  const value = shown.some((option) => option.company_uid === field.value) ? field.value : '';
  return (
    <TextField
      select
      id={id}
      name={field.name}
      inputRef={field.ref}
      label={translate('users.fields.customer')}
      required={!fixed}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={field.onBlur}
      error={fieldState.invalid}
      helperText={
        <InputHelperText
          error={fieldState.error?.message}
          helperText={fixed ? 'users.add.administration' : undefined}
        />
      }
      slotProps={{ input: { readOnly: fixed }, select: { SelectDisplayProps: { 'aria-readonly': fixed } } }}
      className="ra-input"
    >
      {shown.map((option) => (
        <MenuItem key={option.company_uid} value={option.company_uid}>
          {option.company_name}
        </MenuItem>
      ))}
    </TextField>
  );
}
