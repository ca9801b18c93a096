import { Alert, AlertTitle } from '@mui/material';
import { HttpError } from 'react-admin';
import { errorMessage } from '../common/errors';
import { useReportTranslate } from './texts';

/** Every message the API gave (a range it refuses may have several), else the failure's one. */
function messagesOf(error: unknown): string[] {
  const response: unknown =
    error instanceof HttpError ? (error.body as { response?: unknown } | null)?.response : undefined;
  const given = Array.isArray(response) ? response.filter((item) => typeof item === 'string') : [];
  return given.length > 0 ? given : [errorMessage(error)];
}

/** Why there is no report: the API's words (a range ending before it starts, say), in the user's language. */
export function ReportError({ error }: { error: unknown }) {
  const translate = useReportTranslate();
  const messages = messagesOf(error);
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      <AlertTitle>{translate('reports.failed')}</AlertTitle>
      {messages.map((message) => (
        <div key={message}>{translate(message, { _: message })}</div>
      ))}
    </Alert>
  );
}
