import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { DATA_EXPORT_PATHS } from '@contract/data-export-paths';
import { apiPath } from '@contract/paths';
import { API_URL } from '../providers/accountCalls';
import { createDownload } from '../providers/http';
import { saveDownload } from './list-kit/saveDownload';

/** The calls that answer a copy of a person's data. */
export type PersonalDataCall = keyof typeof DATA_EXPORT_PATHS;

/** Fetches a file with the token, as a list's export does; made here, on the screens that show the button. */
const download = createDownload(API_URL);

/**
 * Downloads a copy of a person's data (issue 30, GDPR Art. 15/20) as the API's ZIP, with the signed-in user's
 * token, under the name the server gives it: a candidate's or user's by uid, or the signed-in user's own.
 */
export function PersonalDataButton({ call, uid }: { call: PersonalDataCall; uid?: string }) {
  const notify = useNotify();
  const translate = useTranslate();
  const [preparing, setPreparing] = useState(false);

  const save = async () => {
    setPreparing(true);
    try {
      const path = apiPath(call, uid === undefined ? {} : { id: uid });
      saveDownload(await download(path, {}, 'personal-data.zip'));
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPreparing(false);
    }
  };

  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} disabled={preparing} onClick={save}>
      {translate(preparing ? 'app.list.exporting' : 'app.personal_data')}
    </Button>
  );
}
