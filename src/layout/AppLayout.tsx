import type { ReactNode } from 'react';
import { Layout, type AppBarProps } from 'react-admin';
import { ErrorPage } from '../common/ErrorPage';
import { useDocumentLanguage } from '../common/useDocumentLanguage';
import { AppMenu } from './AppMenu';
import { AppTopBar } from './AppTopBar';
import { ConnectionBar } from './ConnectionBar';
import { DocumentTitle } from './DocumentTitle';
import { RequireSignIn } from './RequireSignIn';

/**
 * react-admin lets the page grow as wide as its widest table; on a phone the page should stay screen-wide
 * and a wide table scroll inside its card instead (the list kit's tables do).
 */
const fitToScreen = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } };

/** The top bar and, under it, the progress of a longer wait and the banner while the server is away. */
const TopBars = (props: AppBarProps) => (
  <>
    <AppTopBar {...props} />
    <DocumentTitle />
    <ConnectionBar />
  </>
);

/** The signed-in frame: top bar, sidebar (a drawer on narrow screens) and the page. */
export default function AppLayout({ children }: { children: ReactNode }) {
  useDocumentLanguage();
  return (
    <RequireSignIn>
      <Layout appBar={TopBars} menu={AppMenu} error={ErrorPage} sx={fitToScreen}>
        {children}
      </Layout>
    </RequireSignIn>
  );
}
