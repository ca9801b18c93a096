import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { PageType } from '../../routes';

const ORDER: readonly PageType[] = ['all', 'active', 'inactive', 'pending'];

/**
 * All / Active / Inactive: each tab is a list route of its own (spec section 2). A tab named in `whileOpen` shows
 * only on its own route, so that a list opened there (the pending users) still says what it holds.
 */
export function StatusTabs({
  tabs,
  whileOpen = [],
  current,
}: {
  tabs: Partial<Record<PageType, string>>;
  whileOpen?: readonly PageType[];
  current: PageType;
}) {
  const translate = useTranslate();
  const shown = ORDER.filter(
    (pageType) => tabs[pageType] && (pageType === current || !whileOpen.includes(pageType)),
  );
  return (
    <Tabs
      value={shown.includes(current) ? current : false}
      aria-label={translate('app.list.tabs')}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
    >
      {shown.map((pageType) => (
        <Tab
          key={pageType}
          value={pageType}
          label={translate(`app.list.${pageType}`)}
          component={Link}
          to={tabs[pageType] ?? ''}
        />
      ))}
    </Tabs>
  );
}
