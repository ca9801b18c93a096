import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { saveDownload } from './saveDownload';

/**
 * Downloads every record of the list around it, with its tab, search, filters and sort (not just the page),
 * as the API's CSV file.
 */
export function ExportButton() {
  const { resource, filter, filterValues, sort, meta } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [exporting, setExporting] = useState(false);

  const exportList = async () => {
    setExporting(true);
    try {
      // The list asks with its filter values and its permanent filter (the tab, the parent record) together.
      const filters = { ...filterValues, ...filter };
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
