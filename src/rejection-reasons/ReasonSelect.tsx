import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReasonChoice } from './useReasonChoices';

interface ReasonSelectProps {
  choices: readonly ReasonChoice[];
  value: string;
  onChange: (uid: string) => void;
  /** Whether "No reason" is offered (the company does not require one). */
  required: boolean;
}

/** The reason of a rejection as the board's and the bulk action's dialogs ask it: a select, "No reason" first. */
export function ReasonSelect({ choices, value, onChange, required }: ReasonSelectProps) {
  const translate = useTranslate();
  return (
    <TextField
      select
      fullWidth
      margin="dense"
      required={required}
      label={translate('rejectionReasons.choice.label')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={required ? translate('rejectionReasons.choice.ask_required') : undefined}
    >
      {!required && <MenuItem value="">{translate('rejectionReasons.choice.none')}</MenuItem>}
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
