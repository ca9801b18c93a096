import { Box, type Theme } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import {
  Sidebar,
  SkipNavigationButton,
  useResetErrorBoundaryOnLocationChange,
  useTranslate,
} from 'react-admin';
import { ErrorPage } from '../common/ErrorPage';
import { PageLoading } from '../common/PageLoading';
import { useDocumentLanguage } from '../common/useDocumentLanguage';
import { usePhone } from '../common/usePhone';
import { AppMenu } from './AppMenu';
import { AppTopBar } from './AppTopBar';
import { ConnectionBar } from './ConnectionBar';
import { DocumentTitle } from './DocumentTitle';
import { RequireSignIn } from './RequireSignIn';

/**
 * react-admin's Layout, less what this app never shows: its default top bar and menu (ours replace them) and
 * the preferences inspector, whose code would weigh on every screen. The class names stay react-admin's.
 * The page stays screen-wide on a phone (react-admin lets it grow as wide as its widest table): a wide table
 * scrolls inside its card instead.
 */
const frame = (theme: Theme) => ({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  minWidth: 0,
  position: 'relative',
  zIndex: 1,
  bgcolor: 'background.default',
  '& .RaLayout-appFrame': {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    mt: { xs: 7, sm: 6 },
  },
  '& .RaLayout-contentWithSidebar': { display: 'flex', flexGrow: 1 },
  '& .RaLayout-content': {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    minWidth: 0,
    px: 1,
    zIndex: 2,
    bgcolor: 'background.default',
    transition: theme.transitions.create('margin'),
  },
});

/** A screen that failed: the app's error page, gone again as the user goes elsewhere. */
function ScreenError({ error, resetErrorBoundary }: FallbackProps) {
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary);
  return <ErrorPage error={error} />;
}

/** The signed-in frame: top bar, sidebar (a drawer on narrow screens) and the page. */
export default function AppLayout({ children }: { children: ReactNode }) {
  useDocumentLanguage();
  const translate = useTranslate();
  // On a phone the sidebar is a modal drawer, which Material UI makes a dialog: a dialog needs a name. The
  // docked sidebar of wider screens is no dialog, and a name on it would be one without a role.
  const isDrawer = usePhone();
  const drawer = isDrawer ? { paper: { 'aria-label': translate('app.layout.navigation') } } : undefined;
  return (
    <RequireSignIn>
      <Box className="layout" sx={frame}>
        <SkipNavigationButton />
        <div className="RaLayout-appFrame">
          <AppTopBar />
          <DocumentTitle />
          <ConnectionBar />
          <main className="RaLayout-contentWithSidebar">
            <Sidebar slotProps={drawer}>
              <AppMenu />
            </Sidebar>
            <div id="main-content" className="RaLayout-content">
              <ErrorBoundary FallbackComponent={ScreenError}>
                <Suspense fallback={<PageLoading />}>{children}</Suspense>
              </ErrorBoundary>
            </div>
          </main>
        </div>
      </Box>
    </RequireSignIn>
  );
}
