import { Checkbox, FormControlLabel } from '@mui/material';
import { useField } from './Form';
import { useTranslate } from './language';

/** A plain checkbox bound to a public page's form (react-admin's BooleanInput is a switch). */
export function CheckboxInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const field = useField(source, false);
  return (
    <FormControlLabel
      label={translate(label)}
      control={
        <Checkbox
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      }
    />
  );
}
