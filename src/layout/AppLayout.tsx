import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { useDocumentLanguage } from '../common/useDocumentLanguage';
import { AppMenu } from './AppMenu';
import { AppTopBar } from './AppTopBar';
import { RequireSignIn } from './RequireSignIn';

/** The signed-in frame: top bar, sidebar (a drawer on narrow screens) and the page. */
export default function AppLayout({ children }: { children: ReactNode }) {
  useDocumentLanguage();
  return (
    <RequireSignIn>
      <Layout appBar={AppTopBar} menu={AppMenu}>
        {children}
      </Layout>
    </RequireSignIn>
  );
}
