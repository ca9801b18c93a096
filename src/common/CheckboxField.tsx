import { Checkbox, FormControlLabel } from '@mui/material';
import type { Ref } from 'react';

/** What a form gives a field: its name and value, and how it hears of changes, the focus leaving and its element. */
export interface BoundField {
  name: string;
  value: unknown;
  onChange: (value: boolean) => void;
  onBlur: () => void;
  ref: Ref<HTMLInputElement>;
}

/**
 * A plain checkbox with its label, bound to a form's field (react-admin's BooleanInput is a switch): the
 * signed-in forms' (CheckboxInput) and the public pages' (src/public/CheckboxInput.tsx) alike.
 */
export function CheckboxField({ field, label }: { field: BoundField; label: string }) {
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
