// react-admin's own theme button's icons: its AppBar carries them already, so they cost no bytes.
import Brightness4Icon from '@mui/icons-material/Brightness4';
import Brightness7Icon from '@mui/icons-material/Brightness7';
import { IconButton, Tooltip } from '@mui/material';
import { useTheme, useTranslate } from 'react-admin';

/**
 * Light / dark in the top bar, a switch for screen readers. react-admin's useTheme follows the system's
 * `prefers-color-scheme` until a choice is made, then keeps the choice in the store (key 'theme').
 */
export function ThemeSwitch() {
  const translate = useTranslate();
  const [mode, setMode] = useTheme();
  const dark = mode === 'dark';
  const label = translate('app.theme.dark');
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        role="switch"
        aria-checked={dark}
        aria-label={label}
        onClick={() => setMode(dark ? 'light' : 'dark')}
      >
        {dark ? <Brightness7Icon /> : <Brightness4Icon />}
      </IconButton>
    </Tooltip>
  );
}
