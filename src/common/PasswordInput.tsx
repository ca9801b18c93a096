import { TextInput, useTranslate, type TextInputProps } from 'react-admin';
import { usePasswordToggle } from './usePasswordToggle';

/** react-admin's `<PasswordInput>`, with a show/hide button named after its field (see usePasswordToggle). */
export function PasswordInput(props: Omit<TextInputProps, 'type' | 'label'> & { label: string }) {
  const { type, endAdornment } = usePasswordToggle(props.label, useTranslate());
  return <TextInput {...props} type={type} size="small" InputProps={{ endAdornment }} />;
}
