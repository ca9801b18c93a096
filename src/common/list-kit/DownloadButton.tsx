import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { Download } from '../../providers/http';
import { errorMessage } from '../errors';
import { saveDownload } from './saveDownload';

/**
 * Fetches a file and hands it to the browser to save under the server's name, or shows the server's message
 * if it does not come; `fetching` while it comes.
 */
export function useDownload() {
  const notify = useNotify();
  const [fetching, setFetching] = useState(false);
  const save = async (fetchFile: () => Promise<Download>) => {
    setFetching(true);
    try {
      saveDownload(await fetchFile());
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setFetching(false);
    }
  };
  return { fetching, save };
}

/** A button that downloads one file: "Exporting…" while it comes. `label`: i18n key. */
export function DownloadButton({ label, fetchFile }: { label: string; fetchFile: () => Promise<Download> }) {
  const translate = useTranslate();
  const { fetching, save } = useDownload();
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      disabled={fetching}
      onClick={() => save(fetchFile)}
    >
      {translate(fetching ? 'app.list.exporting' : label)}
    </Button>
  );
}
