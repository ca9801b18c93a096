import { DataTable, SelectPageCheckbox, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import type { PageType } from '../../routes';
import { formatDate } from '../dates';
import { itsInput, useFocusBackAfter } from '../useFocusBackAfter';
import { EmptyList } from './EmptyList';
import { RowActions } from './RowActions';
import { SelectionToolbar } from './SelectionToolbar';
import { SelectRow } from './SelectRow';
import { SortedColumn } from './SortedColumn';
import type { ListColumn, ListDeclaration } from './types';

/** The value at a dotted source path ('vacancy.vacancy_title'). */
const valueAt = (record: RaRecord, source: string): unknown =>
  source
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], record);

/** The cell's content: the declared render, a date as DD.MM.YYYY, or react-admin's text field. */
function cellRender<R extends RaRecord>({ render, date, source }: ListColumn<R>) {
  if (render || !date) return render;
  return (record: R) => formatDate(valueAt(record, source) as string | null | undefined);
}

/**
 * The name column's content as a link to the record's details: a row click is the mouse's way there, the link
 * the keyboard's (and a new tab's). It handles its own click, or the row would open the details a second time.
 */
function detailLink<R extends RaRecord>(column: ListColumn<R>, to: (record: R) => string) {
  const content = cellRender(column) ?? ((record: R) => String(valueAt(record, column.source) ?? ''));
  return (record: R) => (
    <Link className={DETAIL_LINK} to={to(record)} onClick={(event) => event.stopPropagation()}>
      {content(record)}
    </Link>
  );
}

const DETAIL_LINK = 'RecordTable-detailLink';

/**
 * The page's "select all" box, which takes the focus when the selection ends (Unselect, or a bulk action done):
 * the bar whose button had it is gone, and the selecting began here.
 */
function SelectPageBox() {
  const { selectedIds } = useListContext();
  const box = useFocusBackAfter<HTMLSpanElement>(selectedIds.length > 0, itsInput);
  return (
    <span ref={box}>
      <SelectPageCheckbox />
    </span>
  );
}

/** The list view: sortable columns, a click on a row opens its detail, the last column holds the row menu. */
export function RecordTable<R extends RaRecord>({
  declaration,
  pageType,
  selectable = false,
}: {
  declaration: ListDeclaration<R>;
  pageType: PageType;
  /** Rows can be selected for the declaration's bulk actions (its list screen; not an embedded list). */
  selectable?: boolean;
}) {
  const translate = useTranslate();
  const { editRoute, deleteRoute, deleteBlocked, bulkActions } = declaration;
  const bulk = selectable && bulkActions;
  return (
    <DataTable<R>
      rowClick={(_id, _resource, record) => declaration.detailRoute(record, pageType)}
      bulkActionButtons={false}
      bulkActionsToolbar={bulk ? <SelectionToolbar actions={bulk} /> : undefined}
      empty={<EmptyList />}
      size="medium"
      sx={{
        '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
        // A long name wraps within its column, even one without spaces, and leaves the others their width.
        '& .MuiTableCell-body': { maxWidth: '40ch', overflowWrap: 'anywhere' },
        [`& .${DETAIL_LINK}`]: { color: 'inherit', textDecoration: 'none' },
        [`& .${DETAIL_LINK}:hover, & .${DETAIL_LINK}:focus-visible`]: { textDecoration: 'underline' },
        ...(declaration.dense && { '& .MuiTableCell-root': { px: 1 } }),
      }}
    >
      {bulk && (
        <DataTable.Col<R>
          source="selection"
          label={<SelectPageBox />}
          disableSort
          headerClassName="MuiTableCell-paddingCheckbox"
          cellClassName="MuiTableCell-paddingCheckbox"
          render={() => <SelectRow />}
        />
      )}
      {declaration.columns.map((column) => (
        <SortedColumn<R>
          key={column.source}
          source={column.source}
          label={column.label}
          disableSort={column.sortable === false}
          render={
            column.source === declaration.sortField
              ? detailLink(column, (record) => declaration.detailRoute(record, pageType))
              : cellRender(column)
          }
        />
      ))}
      {(editRoute || deleteRoute) && (
        <DataTable.Col<R>
          label={translate('app.list.actions')}
          align="right"
          disableSort
          render={(record) => (
            <RowActions
              name={declaration.phone.title(record)}
              editTo={editRoute?.(record, pageType)}
              deleteTo={deleteRoute?.(record, pageType)}
              deleteBlocked={deleteBlocked?.(record)}
            />
          )}
        />
      )}
    </DataTable>
  );
}
