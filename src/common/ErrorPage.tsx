import { Box, Button, Typography } from '@mui/material';
import { useEffect, useLayoutEffect, useState } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { endBoot } from '../public/boot/marks';
import { useTranslate } from '../public/language';
import { routes } from '../routes';
import { publicScreens } from '../publicScreens';
import { isChunkLoadError, loadAfresh, recover } from './newVersion';
import { PageLoading } from './PageLoading';

/** What the page says: a failed screen, a server that does not answer, or a new version that would not load. */
type Shown = 'checking' | 'broken' | 'unreachable' | 'outdated';

const isPublicPath = (pathname: string) => publicScreens.some((screen) => matchPath(screen.path, pathname));

/**
 * In place of react-admin's error page (English whatever the language, and no way back but a reload by hand):
 * for every error no screen handles itself, inside the signed-in app and on the public pages. It translates
 * without react-admin and lives in the app's entry, as it must show when the other chunks are gone.
 *
 * A chunk that failed to load first reloads the app into its new version (newVersion.ts); the page shows only
 * if that does not help or the server does not answer. Its ways back load the app afresh, once the server
 * answers: the code that failed may be gone for good.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const translate = useTranslate();
  const [shown, setShown] = useState<Shown>(() => (isChunkLoadError(error) ? 'checking' : 'broken'));
  const home = isPublicPath(useLocation().pathname) ? routes.signIn : routes.home;
  // A public page's first paint (its HTML) gives way to this page when the public page failed.
  useLayoutEffect(endBoot, []);

  useEffect(() => {
    if (shown !== 'checking') return;
    void recover().then((outcome) => {
      if (outcome !== 'reloading') setShown(outcome);
    });
  }, [shown]);

  if (shown === 'checking') return <PageLoading />;
  const leaveTo = (url: string) => () => {
    void loadAfresh(url).then((loading) => loading || setShown('unreachable'));
  };
  return (
    <Box component="section" sx={{ maxWidth: 640, mx: 'auto', my: 6, px: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.error.title')}
      </Typography>
      <Typography role="alert">{translate(`app.error.${shown}`)}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 3 }}>
        <Button variant="contained" onClick={leaveTo(location.href)}>
          {translate('app.error.retry')}
        </Button>
        <Button variant="outlined" onClick={leaveTo(new URL(home, location.href).href)}>
          {translate(home === routes.home ? 'app.error.home' : 'app.error.sign_in')}
        </Button>
      </Box>
      <details>
        <summary>{translate('app.error.details')}</summary>
        <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontSize: '0.8rem' }}>
          {error instanceof Error ? `${error.name}: ${error.message}` : String(error)}
        </Box>
      </details>
    </Box>
  );
}
