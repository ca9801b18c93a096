import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useResourceContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { saveDownload } from './saveDownload';

/**
 * Downloads every record of the list around it, with its tab, search, filters and sort (not just the page),
 * as the API's CSV file. `filter` names the records of a list that holds them itself (a company's users).
 */
export function ExportButton({ filter: fixed }: { filter?: Record<string, unknown> }) {
  const { resource: listed, filter, filterValues, sort, meta } = useListContext();
  // A list over records it holds itself (a company's users) names its resource by the context around it.
  const resource = useResourceContext({ resource: listed || undefined }) ?? listed;
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [exporting, setExporting] = useState(false);

  const exportList = async () => {
    setExporting(true);
    try {
      // The list asks with its filter values and its permanent filter (the tab, the parent record) together.
      const filters = { ...filterValues, ...filter, ...fixed };
      saveDownload(await dataProvider.exportList(resource, { filter: filters, sort, meta }));
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} disabled={exporting} onClick={exportList}>
      {translate(exporting ? 'app.list.exporting' : 'app.list.export')}
    </Button>
  );
}
