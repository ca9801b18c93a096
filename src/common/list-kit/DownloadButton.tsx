import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { Download } from '../../providers/http';
import { errorMessage } from '../errors';
import { saveDownload } from './saveDownload';

/**
 * A button that fetches a file and hands it to the browser to save under the server's name: "Exporting…"
 * while it comes, the server's message if it does not. `label`: i18n key.
 */
export function DownloadButton({ label, fetchFile }: { label: string; fetchFile: () => Promise<Download> }) {
  const notify = useNotify();
  const translate = useTranslate();
  const [fetching, setFetching] = useState(false);

  const save = async () => {
    setFetching(true);
    try {
      saveDownload(await fetchFile());
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setFetching(false);
    }
  };

  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} disabled={fetching} onClick={save}>
      {translate(fetching ? 'app.list.exporting' : label)}
    </Button>
  );
}
