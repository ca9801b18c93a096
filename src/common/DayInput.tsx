import EventIcon from '@mui/icons-material/Event';
import { Box, IconButton, InputAdornment } from '@mui/material';
import { useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { TextInput, useTranslate, type TextInputProps, type Validator } from 'react-admin';
import { formatDate, toApiDate } from './dates';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DISPLAY_DAY = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** The form keeps YYYY-MM-DD; the field shows DD.MM.YYYY, or what is being typed until it is a whole date. */
export function dayToDisplay(value: unknown): string {
  if (typeof value !== 'string') return '';
  return ISO_DAY.test(value) ? formatDate(value) || value : value;
}

/** A typed DD.MM.YYYY (or YYYY-MM-DD) becomes YYYY-MM-DD when it names a real day; anything else stays as typed. */
export function dayFromDisplay(text: string): string {
  const trimmed = text.trim();
  const match = DISPLAY_DAY.exec(trimmed);
  const iso = match
    ? `${match[3]}-${match[2]?.padStart(2, '0')}-${match[1]?.padStart(2, '0')}`
    : ISO_DAY.test(trimmed)
      ? trimmed
      : '';
  // toApiDate rolls 31.02. over into March: a real day is one that survives the round trip.
  return iso && toApiDate(iso) === iso ? iso : text;
}

/** For schemaValidator: a date that is no date is named in the format the field is typed in. */
export const DAY_INPUT_MESSAGES = { 'validation.date_invalid': 'app.day_input.invalid' };

/** For forms without a schema (the list filters): a value that is not yet a whole day is not applied. */
export const wholeDay: Validator = (value: unknown) =>
  typeof value === 'string' && value !== '' && !ISO_DAY.test(value)
    ? { message: 'app.day_input.invalid', args: {} }
    : undefined;

/** The calendar button: the browser's own date picker, whose choice fills the field. */
function DayPicker({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  const picker = useRef<HTMLInputElement>(null);
  const open = () => {
    const input = picker.current;
    if (!input) return;
    const current: unknown = getValues(source);
    input.value = typeof current === 'string' && ISO_DAY.test(current) ? current : '';
    if (typeof input.showPicker === 'function') input.showPicker();
    else input.click();
  };
  return (
    <InputAdornment position="end">
      <IconButton
        edge="end"
        size="small"
        onClick={open}
        aria-label={`${translate('app.day_input.pick')}: ${translate(label)}`}
      >
        <EventIcon fontSize="small" />
      </IconButton>
      <Box
        component="input"
        type="date"
        ref={picker}
        tabIndex={-1}
        aria-hidden
        onChange={(event) =>
          setValue(source, event.currentTarget.value, {
            shouldDirty: true,
            shouldTouch: true,
            shouldValidate: true,
          })
        }
        // A pixel under the button, where the browser anchors its picker, and never in a click's way (in sx a
        // width of 1 is 100%: the invisible input covered the field and took the clicks meant for the text).
        sx={{
          position: 'absolute',
          right: 0,
          bottom: 0,
          width: '1px',
          height: '1px',
          opacity: 0,
          border: 0,
          padding: 0,
          pointerEvents: 'none',
        }}
      />
    </InputAdornment>
  );
}

/** A TextInput's props but those the day input sets itself; the label is an i18n key, which the button names too. */
type DayInputProps = Omit<TextInputProps, 'label' | 'format' | 'parse' | 'placeholder' | 'slotProps'> & {
  label: string;
};

/**
 * A day typed as DD.MM.YYYY (spec section 9), whatever the browser's locale, with a calendar button. The value
 * is YYYY-MM-DD, as the API takes it. Any other prop goes to the TextInput as it is.
 */
export function DayInput({ source, label, ...input }: DayInputProps) {
  const translate = useTranslate();
  return (
    <TextInput
      {...input}
      source={source}
      label={label}
      format={dayToDisplay}
      parse={dayFromDisplay}
      placeholder={translate('app.day_input.placeholder')}
      slotProps={{
        htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
        input: { endAdornment: <DayPicker source={source} label={label} /> },
      }}
    />
  );
}
