import { Tab, Tabs } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import type { PageType } from '../../routes';
import { useFocusWhen } from '../useFocusBackAfter';
import { pageTypeAt } from './listPrefetch';

/**
 * Which tab's list route is open (src/routes.ts listRoutes), or undefined when the path is none of them. Here
 * beside the tabs rather than in a module of its own: only the tabbed lists call it, and Rolldown would give a
 * module only they share a chunk (one more request on each list route) of its own.
 */
export function useListPageType(tabs: Partial<Record<PageType, string>>): PageType | undefined {
  return pageTypeAt(tabs, useLocation().pathname);
}

const ORDER: readonly PageType[] = ['all', 'active', 'inactive', 'pending'];

/**
 * The tab chosen last. Each tab's list is a screen of its own, drawn anew, tabs included: the chosen tab takes the
 * focus back there, which fell to the page with the old tabs, so that the arrow keys go on from it.
 */
let chosen: PageType | null = null;

const selectedTab = (tabs: HTMLDivElement) => tabs.querySelector<HTMLElement>('[aria-selected="true"]');

function useChosenTabFocused(current: PageType) {
  const tabs = useFocusWhen(chosen === current, selectedTab);
  useEffect(() => {
    if (chosen === current) chosen = null;
  }, [current]);
  return tabs;
}

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
  const tabList = useChosenTabFocused(current);
  const shown = ORDER.filter(
    (pageType) => tabs[pageType] && (pageType === current || !whileOpen.includes(pageType)),
  );
  return (
    <Tabs
      ref={tabList}
      value={shown.includes(current) ? current : false}
      aria-label={translate('app.list.tabs')}
      // No scroll buttons on a phone: they appeared after Material UI had scrolled the chosen tab into view for
      // the wider strip, and pushed the fourth tab (Pending) off the screen. The strip still scrolls by swiping.
      variant="scrollable"
      sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
    >
      {shown.map((pageType) => (
        <Tab
          key={pageType}
          value={pageType}
          label={translate(`app.list.${pageType}`)}
          component={Link}
          to={tabs[pageType] ?? ''}
          onClick={() => (chosen = pageType)}
        />
      ))}
    </Tabs>
  );
}
