import { useDataProvider, useListContext, useResourceContext } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ExportMenu } from './ExportMenu';

/**
 * Downloads every record of the list around it, with its tab, search, filters and sort (not just the page),
 * as the API's file of the format chosen from its menu. `filter` names the records of a list that holds
 * them itself (a company's users).
 */
export function ExportButton({ filter: fixed }: { filter?: Record<string, unknown> }) {
  const { resource: listed, filter, filterValues, sort, meta } = useListContext();
  // A list over records it holds itself (a company's users) names its resource by the context around it.
  const resource = useResourceContext({ resource: listed || undefined }) ?? listed;
  const dataProvider = useDataProvider<AppDataProvider>();
  // The list asks with its filter values and its permanent filter (the tab, the parent record) together.
  return (
    <ExportMenu
      fetchFile={(format) =>
        dataProvider.exportList(
          resource,
          { filter: { ...filterValues, ...filter, ...fixed }, sort, meta },
          format,
        )
      }
    />
  );
}
