import { TextField } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { usePasswordToggle } from '../common/usePasswordToggle';
import { errorText, useField } from './Form';
import { useTranslate } from './language';

interface TextInputProps {
  source: string;
  /** i18n key of the label. */
  label: string;
  type?: string;
  autoComplete?: string;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  endAdornment?: ReactNode;
}

/** Reserves the helper line under a field without an error, as react-admin's inputs do. */
const NO_HELP = { __html: '&#8203;' };

/**
 * react-admin's `<TextInput>` for the public pages: the same Material UI field (the theme's filled, dense
 * variant), classes, label, value handling ('' kept as null) and translated error under it.
 */
export function TextInput({ source, label, endAdornment, ...rest }: TextInputProps) {
  const translate = useTranslate();
  const id = useId();
  const { name, value, error, onChange, onBlur, ref } = useField(source);
  return (
    <TextField
      id={id}
      name={name}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      onBlur={onBlur}
      inputRef={ref}
      className={`ra-input ra-input-${source}`}
      label={<span>{translate(label, { _: label })}</span>}
      error={Boolean(error)}
      helperText={errorText(error, translate) ?? <span dangerouslySetInnerHTML={NO_HELP} />}
      slotProps={{ input: { endAdornment } }}
      {...rest}
    />
  );
}

/** react-admin's `<PasswordInput>`: a text input with a button that shows or hides the password. */
export function PasswordInput(props: Omit<TextInputProps, 'type' | 'size' | 'endAdornment'>) {
  const { type, endAdornment } = usePasswordToggle(props.label, useTranslate());
  return <TextInput {...props} type={type} size="small" endAdornment={endAdornment} />;
}
