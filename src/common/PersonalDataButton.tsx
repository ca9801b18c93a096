import type { DATA_EXPORT_PATHS } from '@contract/data-export-paths';
import { apiPath } from '@contract/paths';
import { API_URL } from '../providers/accountCalls';
import { createDownload } from '../providers/http';
import { DownloadButton } from './list-kit/DownloadButton';

/** The calls that answer a copy of a person's data. */
export type PersonalDataCall = keyof typeof DATA_EXPORT_PATHS;

/** Fetches a file with the token, as a list's export does; made here, on the screens that show the button. */
const download = createDownload(API_URL);

/**
 * Downloads a copy of a person's data (issue 30, GDPR Art. 15/20) as the API's ZIP, with the signed-in user's
 * token, under the name the server gives it: a candidate's or user's by uid, or the signed-in user's own.
 */
export function PersonalDataButton({ call, uid }: { call: PersonalDataCall; uid?: string }) {
  const fetchCopy = () =>
    download(apiPath(call, uid === undefined ? {} : { id: uid }), {}, 'personal-data.zip');
  return <DownloadButton label="app.personal_data" fetchFile={fetchCopy} />;
}
