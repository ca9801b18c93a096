import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
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
        {dark ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
}
