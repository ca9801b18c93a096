import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { fieldNames } from './fieldNames';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A password field's show/hide state and the button at its end. The button is named after its field ("Show
 * confirm password"): react-admin names every one "Show password", which a form with two fields left indistinct.
 */
export function usePasswordToggle(
  label: string,
  translate: Translate,
): { type: 'text' | 'password'; endAdornment: ReactNode } {
  const [visible, setVisible] = useState(false);
  const names = fieldNames(translate(label));
  return {
    type: visible ? 'text' : 'password',
    endAdornment: (
      <InputAdornment position="end">
        <IconButton
          aria-label={translate(visible ? 'app.password_input.hide' : 'app.password_input.show', names)}
          onClick={() => setVisible(!visible)}
          size="small"
        >
          {visible ? <Visibility fontSize="small" /> : <VisibilityOff fontSize="small" />}
        </IconButton>
      </InputAdornment>
    ),
  };
}
