import AddIcon from '@mui/icons-material/Add';
import { Button, Stack } from '@mui/material';
import { useMemo } from 'react';
import { List, useCanAccess, useStore, useTranslate, type RaRecord } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@contract/domain';
import type { PageType } from '../../routes';
import { HeadingRow } from '../HeadingRow';
import { ExportButton } from './ExportButton';
import { FilterPanel } from './FilterPanel';
import { LazyRecordGrid } from './LazyRecordGrid';
import { ListPagination } from './ListPagination';
import { RecordList } from './RecordList';
import { ResultCount } from './ResultCount';
import { StatusTabs } from './StatusTabs';
import type { ListDeclaration } from './types';
import { ViewToggle, type ListView } from './ViewToggle';
import { listStoreKey, viewKey } from './listStore';
import { freshIfPrefetched, screenFilter } from './listPrefetch';

interface ResourceListProps<R extends RaRecord> {
  declaration: ListDeclaration<R>;
  pageType: PageType;
}

/** The spec does not say how many rows a page shows: the API's default, with the choice up to its maximum. */
const PAGE_SIZES = [10, PAGE_SIZE_DEFAULT, 50, PAGE_SIZE_MAX];

/** A page the sidebar or the search fetched a moment ago is shown as it came, not fetched again. */
const QUERY_OPTIONS = { staleTime: freshIfPrefetched };

function ListHeading<R extends RaRecord>({ declaration, pageType }: ResourceListProps<R>) {
  const translate = useTranslate();
  const { canAccess: mayAdd } = useCanAccess({ resource: declaration.resource, action: 'create' });
  return (
    <HeadingRow heading={translate(declaration.title)} level="page" sx={{ px: 2, pt: 2 }}>
      <ExportButton />
      {declaration.addRoute && mayAdd && (
        <Button
          component={Link}
          to={declaration.addRoute(pageType)}
          variant="contained"
          startIcon={<AddIcon />}
        >
          {translate('app.list.add')}
        </Button>
      )}
    </HeadingRow>
  );
}

/**
 * A resource's list screen from its declaration. Every list route keeps its own filters, sort, page, search
 * mode and view (react-admin's store, keyed by the route), so returning to a list finds it as it was left.
 */
export function ResourceList<R extends RaRecord>({ declaration, pageType }: ResourceListProps<R>) {
  const { pathname } = useLocation();
  const storeKey = listStoreKey(declaration.resource, pathname);
  const [view, setView] = useStore<ListView>(viewKey(storeKey), 'list');
  const permanent = useMemo(() => screenFilter(pageType), [pageType]);
  return (
    <List
      key={storeKey}
      resource={declaration.resource}
      storeKey={storeKey}
      // The store keeps the params; the address stays the route's. react-admin would otherwise write them
      // into the URL with a navigation of its own, which, when it lands while the next screen's code still
      // loads, takes the user back to the list just left.
      disableSyncWithLocation
      filter={permanent}
      queryOptions={QUERY_OPTIONS}
      sort={{ field: declaration.sortField, order: 'ASC' }}
      perPage={PAGE_SIZE_DEFAULT}
      pagination={<ListPagination sizes={PAGE_SIZES} />}
      title={declaration.title}
      actions={false}
      empty={false}
      exporter={false}
      sx={{ '& .RaList-main': { mt: 2, minWidth: 0 } }}
    >
      <ListHeading declaration={declaration} pageType={pageType} />
      {declaration.tabs && (
        <StatusTabs tabs={declaration.tabs} whileOpen={declaration.tabsWhileOpen} current={pageType} />
      )}
      <Stack direction="row" alignItems="flex-start" flexWrap="wrap" gap={2} sx={{ px: 2, pt: 2 }}>
        <FilterPanel
          storeKey={storeKey}
          searchLabel={declaration.searchLabel ?? 'app.list.search'}
          advancedFilters={declaration.advancedFilters}
          advancedDefaults={declaration.advancedDefaults}
          permanent={permanent}
        />
        <ViewToggle view={view} onChange={setView} />
      </Stack>
      <ResultCount />
      {view === 'grid' ? (
        <LazyRecordGrid declaration={declaration} pageType={pageType} />
      ) : (
        <RecordList declaration={declaration} pageType={pageType} selectable />
      )}
    </List>
  );
}
