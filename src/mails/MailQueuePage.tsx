import {
  Alert,
  Box,
  Button,
  Link,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { MAIL_INTERRUPTED, MAIL_STATES, type MailItem, type MailState } from '@contract/mails';
import { HeadingRow } from '../common/HeadingRow';
import { PageLoading } from '../common/PageLoading';
import { TopBarTitle } from '../common/TopBarTitle';
import { errorMessage } from '../common/errors';
import { useDateTime } from '../common/useDateTime';
import { useMayOpen } from '../common/useMayOpen';
import { routes } from '../routes';
import { useMailTranslate } from './texts';
import { useRetryMail } from './useRetryMail';

type MailRecord = MailItem & { id: string };

/** The states the view offers, those that need someone first. */
const SHOWN_STATES: readonly MailState[] = ['failed', 'queued', 'sent', 'cancelled'];

/** The moment a row names: when it went, when it is due next, or when it was written. */
const momentOf = (mail: MailItem) =>
  mail.sent_at ?? (mail.state === 'queued' ? mail.send_at : mail.created_at);

function MailRow({ mail, onRetry, retrying }: { mail: MailRecord; onRetry: () => void; retrying: boolean }) {
  const translate = useMailTranslate();
  const dateTime = useDateTime();
  const error = mail.last_error === MAIL_INTERRUPTED ? translate('mails.interrupted') : mail.last_error;
  return (
    <TableRow>
      <TableCell>{dateTime(momentOf(mail))}</TableCell>
      <TableCell>{mail.to}</TableCell>
      <TableCell>{mail.subject}</TableCell>
      <TableCell>{translate(`mails.kinds.${mail.kind}`)}</TableCell>
      <TableCell>
        {mail.candidate && (
          <Link component={RouterLink} to={routes.candidateDetails('all', mail.candidate.uid)}>
            {mail.candidate.candidate_name}
          </Link>
        )}
      </TableCell>
      <TableCell align="right">{mail.attempts}</TableCell>
      <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>{error}</TableCell>
      <TableCell>
        {mail.state === 'failed' && (
          <Button
            size="small"
            variant="outlined"
            disabled={retrying}
            onClick={onRetry}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {translate('mails.retry')}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

/**
 * `/mail-queue` (issue 34), for SubAdmins: the outgoing mails of one state, newest first, failed by default;
 * a failed mail can be sent again. The moment column is the sending's, the next attempt's or the writing's.
 */
export default function MailQueuePage() {
  const mayOpen = useMayOpen('mails', 'list');
  const translate = useMailTranslate();
  const [state, setState] = useState<MailState>('failed');
  const { data, isPending, error, refetch } = useGetList<MailRecord>(
    'mails',
    { filter: { state }, pagination: { page: 1, perPage: 200 } },
    { enabled: mayOpen },
  );
  const { retry, retrying } = useRetryMail(() => void refetch());
  if (!mayOpen) return <PageLoading />;
  const columns = [
    'created_at',
    'to',
    'subject',
    'kind',
    'candidate',
    'attempts',
    'error',
    'actions',
  ] as const;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <TopBarTitle title={translate('mails.title')} />
      <HeadingRow heading={translate('mails.title')} level="page" sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label={translate('mails.state_label')}
          value={state}
          onChange={(event) => setState(event.target.value as MailState)}
          sx={{ width: 200 }}
        >
          {MAIL_STATES.filter((each) => SHOWN_STATES.includes(each)).map((each) => (
            <MenuItem key={each} value={each}>
              {translate(`mails.states.${each}`)}
            </MenuItem>
          ))}
        </TextField>
      </HeadingRow>
      {error ? (
        <Alert severity="error">{translate('mails.failed_to_load', { message: errorMessage(error) })}</Alert>
      ) : isPending ? (
        <PageLoading />
      ) : data.length === 0 ? (
        <Typography color="text.secondary">{translate('mails.empty')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={translate(`mails.states.${state}`)}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column} align={column === 'attempts' ? 'right' : 'left'}>
                    {column === 'actions'
                      ? translate('mails.actions')
                      : translate(`mails.fields.${column === 'created_at' ? momentLabel(state) : column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((mail) => (
                <MailRow key={mail.id} mail={mail} retrying={retrying} onRetry={() => retry(mail.uid)} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

/** The moment column's header for a state (momentOf). */
const momentLabel = (state: MailState) =>
  state === 'sent' ? 'sent_at' : state === 'queued' ? 'send_at' : 'created_at';
