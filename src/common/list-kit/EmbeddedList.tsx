import { Stack } from '@mui/material';
import { ListBase, useStore, useTranslate, type RaRecord } from 'react-admin';
import { PAGE_SIZE_DEFAULT } from '@contract/domain';
import type { PageType } from '../../routes';
import { HeadingRow } from '../HeadingRow';
import { ExportButton } from './ExportButton';
import { viewKey } from './listStore';
import { LazyRecordGrid } from './LazyRecordGrid';
import { ListPagination } from './ListPagination';
import { RecordList } from './RecordList';
import type { ListDeclaration } from './types';
import { ViewToggle, type ListView } from './ViewToggle';

interface EmbeddedListProps<R extends RaRecord> {
  declaration: ListDeclaration<R>;
  /** i18n key of the section heading. */
  title: string;
  /** The filter that makes it "this record's" list (the candidates of one vacancy, say). */
  filter: Record<string, unknown>;
  /** The store key of its view (list or grid), shared by every record's section. */
  storeKey: string;
  pageType?: PageType;
}

/**
 * Another resource's records inside a detail screen: a section with its heading, the list/grid toggle (list by
 * default), sortable columns, row menu and paging, without tabs or search. It keeps no filters in the URL.
 */
export function EmbeddedList<R extends RaRecord>({
  declaration,
  title,
  filter,
  storeKey,
  pageType = 'all',
}: EmbeddedListProps<R>) {
  const translate = useTranslate();
  const [view, setView] = useStore<ListView>(viewKey(storeKey), 'list');
  return (
    <ListBase
      resource={declaration.resource}
      filter={{ ...filter, pageType }}
      sort={{ field: declaration.sortField, order: 'ASC' }}
      perPage={10}
      disableSyncWithLocation
      storeKey={false}
    >
      <Stack component="section" aria-label={translate(title)} sx={{ minWidth: 0 }}>
        <HeadingRow heading={translate(title)} level="section" sx={{ px: 2, pt: 2 }}>
          <ExportButton />
          <ViewToggle view={view} onChange={setView} />
        </HeadingRow>
        {view === 'grid' ? (
          <LazyRecordGrid declaration={declaration} pageType={pageType} />
        ) : (
          <RecordList declaration={declaration} pageType={pageType} />
        )}
        <ListPagination sizes={[10, PAGE_SIZE_DEFAULT, 50]} />
      </Stack>
    </ListBase>
  );
}
