import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment } from '@mui/material';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The button at the end of a password field that shows or hides it. It is named after its field ("Show confirm
 * password"): react-admin names every one "Show password", which a form with two fields left indistinct.
 */
export function PasswordToggle({
  field,
  visible,
  onToggle,
  translate,
}: {
  /** The field's label, translated. */
  field: string;
  visible: boolean;
  onToggle: () => void;
  translate: Translate;
}) {
  const names = { field, field_lower_first: field.charAt(0).toLowerCase() + field.slice(1) };
  return (
    <InputAdornment position="end">
      <IconButton
        aria-label={translate(visible ? 'app.password_input.hide' : 'app.password_input.show', names)}
        onClick={onToggle}
        size="small"
      >
        {visible ? <Visibility fontSize="small" /> : <VisibilityOff fontSize="small" />}
      </IconButton>
    </InputAdornment>
  );
}
