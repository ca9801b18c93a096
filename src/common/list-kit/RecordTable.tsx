import { DataTable, useTranslate, type RaRecord } from 'react-admin';
import type { PageType } from '../../routes';
import { EmptyList } from './EmptyList';
import { RowActions } from './RowActions';
import type { ListDeclaration } from './types';

/** The list view: sortable columns, a click on a row opens its detail, the last column holds the row menu. */
export function RecordTable<R extends RaRecord>({
  declaration,
  pageType,
}: {
  declaration: ListDeclaration<R>;
  pageType: PageType;
}) {
  const translate = useTranslate();
  const { editRoute, deleteRoute, deleteBlocked } = declaration;
  return (
    <DataTable<R>
      rowClick={(_id, _resource, record) => declaration.detailRoute(record, pageType)}
      bulkActionButtons={false}
      empty={<EmptyList />}
      size="medium"
      sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
    >
      {declaration.columns.map((column) => (
        <DataTable.Col<R>
          key={column.source}
          source={column.source}
          label={column.label}
          disableSort={column.sortable === false}
          render={column.render}
        />
      ))}
      {(editRoute || deleteRoute) && (
        <DataTable.Col<R>
          label={translate('app.list.actions')}
          align="right"
          disableSort
          render={(record) => (
            <RowActions
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
