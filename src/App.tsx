import { CssBaseline, ThemeProvider } from '@mui/material';
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PublicOnly } from './auth/PublicOnly';
import { ErrorPage } from './common/ErrorPage';
import { NewVersionNotice } from './common/NewVersionNotice';
import { SignedInLoading } from './common/SignedInLoading';
import { loadSignedInApp } from './loadSignedInApp';
import { PublicFrame } from './public/PublicFrame';
import { publicTheme } from './public/theme';
import { Toasts } from './public/Toasts';
import { routes } from './routes';
import { screenRoutes, type ScreenModule } from './screenRoutes';
import { publicScreens } from './publicScreens';

/** The public pages (sign-in, forgotten password, reset), each its own chunk (see src/publicScreens.ts). */
const modules = import.meta.glob<ScreenModule>('./auth/*Page.tsx');

const publicRoutes = screenRoutes(publicScreens, modules, {
  wrap: (page) => <PublicOnly>{page}</PublicOnly>,
});

const SignedInApp = lazy(loadSignedInApp);

/**
 * The app on the spec's own paths; the browser router around it comes from main.tsx (or a test).
 *
 * The public pages need a form, not the admin: they are drawn with Material UI alone (src/public/), and
 * react-admin with every signed-in screen (src/SignedInApp.tsx) loads on any other address, or while a
 * sign-in is on its way. This keeps the first load of sign-in small (`npm run bundle:report`).
 */
export function App() {
  return (
    <ThemeProvider theme={publicTheme}>
      {/* The signed-in app's code, a public page's, or anything outside react-admin's own boundaries. */}
      <ErrorBoundary
        fallbackRender={({ error }) => (
          <CssBaseline enableColorScheme>
            <ErrorPage error={error} />
          </CssBaseline>
        )}
      >
        <Routes>
          <Route element={<PublicFrame />}>{publicRoutes}</Route>
          {/* react-admin sends visitors it signs out to /login: sign-in lives at / here. */}
          <Route path="/login" element={<Navigate to={routes.signIn} replace />} />
          <Route
            path="*"
            element={
              <Suspense fallback={<SignedInLoading />}>
                <SignedInApp />
              </Suspense>
            }
          />
        </Routes>
      </ErrorBoundary>
      <Toasts />
      <NewVersionNotice />
    </ThemeProvider>
  );
}
