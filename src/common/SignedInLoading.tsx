import { createTheme, CssBaseline, ThemeProvider, useMediaQuery } from '@mui/material';
import { store } from '../providers/store';
import { PageLoading } from './PageLoading';
import { darkTheme } from './theme';

const dark = createTheme(darkTheme);

/**
 * What shows while the signed-in app's code arrives, in the theme it will open in: the one chosen in the top
 * bar (react-admin's store, key 'theme'), or the system's until a choice is made, as react-admin's useTheme
 * decides. A dark theme's user would otherwise first see the spinner on a light page.
 */
export function SignedInLoading() {
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const chosen = store.getItem<string>('theme');
  const loading = (
    <CssBaseline enableColorScheme>
      <PageLoading />
    </CssBaseline>
  );
  const isDark = chosen === 'dark' || (chosen !== 'light' && systemDark);
  return isDark ? <ThemeProvider theme={dark}>{loading}</ThemeProvider> : loading;
}
