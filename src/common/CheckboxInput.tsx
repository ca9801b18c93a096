import { Checkbox, FormControlLabel } from '@mui/material';
import { useInput } from 'react-admin';

/** A plain checkbox bound to a react-admin form (its BooleanInput is a switch); the label comes translated. */
export function CheckboxInput({ source, label }: { source: string; label: string }) {
  const { field } = useInput({ source, type: 'checkbox' });
  return (
    <FormControlLabel
      label={label}
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
