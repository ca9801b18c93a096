import { useState } from 'react';
import { TextInput, useTranslate, type TextInputProps } from 'react-admin';
import { PasswordToggle } from './PasswordToggle';

/** react-admin's `<PasswordInput>`, with a show/hide button named after its field (see PasswordToggle). */
export function PasswordInput(props: Omit<TextInputProps, 'type' | 'label'> & { label: string }) {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      size="small"
      InputProps={{
        endAdornment: (
          <PasswordToggle
            field={translate(props.label)}
            visible={visible}
            onToggle={() => setVisible(!visible)}
            translate={translate}
          />
        ),
      }}
    />
  );
}
