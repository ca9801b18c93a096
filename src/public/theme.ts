import { createTheme } from '@mui/material';
import { theme } from '../common/theme';

/**
 * The Material UI theme react-admin makes of the app's theme, for the public pages and their toasts, and for
 * the sign-in page's first paint that the build draws into index.html (src/public/boot/).
 */
export const publicTheme = createTheme(theme);
