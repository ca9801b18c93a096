import { DataTable, useDataTableRenderContext, useDataTableSortContext, type RaRecord } from 'react-admin';
import type { ComponentProps } from 'react';

type ColumnProps<R extends RaRecord> = ComponentProps<typeof DataTable.Col<R>>;

/**
 * A DataTable column whose header tells screen readers the rows' order (`aria-sort`): react-admin shows it with
 * an arrow only. The body cells get none, as ARIA allows it on headers alone.
 */
export function SortedColumn<R extends RaRecord>(props: ColumnProps<R>) {
  const sort = useDataTableSortContext();
  const inHeader = useDataTableRenderContext() === 'header';
  const sorted = inHeader && props.source !== undefined && sort?.field === props.source;
  return <DataTable.Col<R> {...props} sortDirection={sorted && (sort.order === 'ASC' ? 'asc' : 'desc')} />;
}
