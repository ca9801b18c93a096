import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import { useCanAccess } from 'react-admin';
import type { CandidateMail } from '@contract/templates';
import { errorMessage } from '../../common/errors';
import { useDateTime } from '../../common/useDateTime';
import { useCandidateMailTranslate } from './texts';
import { useCandidateMails } from './useCandidateMails';

/** The dialog comes with the templates' list and the preview: loaded when it opens. */
const MailDialog = lazy(() => import('./MailDialog'));

const CHIP_COLOR = {
  sent: 'success',
  failed: 'error',
  cancelled: 'default',
  queued: 'info',
  sending: 'info',
} as const;

function MailItem({ mail }: { mail: CandidateMail }) {
  const translate = useCandidateMailTranslate();
  const dateTime = useDateTime();
  return (
    <Box component="li" sx={{ py: 1, '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" gap={1} flexWrap="wrap">
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
          {mail.subject}
        </Typography>
        <Chip
          size="small"
          color={CHIP_COLOR[mail.state]}
          variant={mail.state === 'sent' ? 'filled' : 'outlined'}
          label={translate(`candidate_mails.states.${mail.state}`)}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate('candidate_mails.sent_by', {
          date: dateTime(mail.sent_at ?? mail.created_at),
          sender: mail.sender_name ?? translate('app.history.platform'),
        })}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>
        {mail.body}
      </Typography>
    </Box>
  );
}

/**
 * The mails section of a candidate's details (issue 34): the mails they were sent, newest first, each with its
 * delivery state; those who may edit the candidate write a new one, from a template or not.
 */
export function CandidateMails({ candidateUid }: { candidateUid: string }) {
  const translate = useCandidateMailTranslate();
  const headingId = useId();
  const { canAccess: mayWrite = false } = useCanAccess({ resource: 'candidates', action: 'edit' });
  const { data = [], error, isPending } = useCandidateMails(candidateUid);
  const [writing, setWriting] = useState(false);
  return (
    <Card component="section" variant="outlined" sx={{ borderRadius: 2 }} aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" alignItems="center" justifyContent="space-between" gap={1} sx={{ mb: 1 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 600 }}>
            {translate('candidate_mails.title')}
          </Typography>
          {mayWrite && (
            <Button variant="outlined" startIcon={<MailOutlineIcon />} onClick={() => setWriting(true)}>
              {translate('candidate_mails.write')}
            </Button>
          )}
        </Stack>
        {error ? (
          <Alert severity="error">
            {translate('candidate_mails.failed_to_load', { message: errorMessage(error) })}
          </Alert>
        ) : !isPending && data.length === 0 ? (
          <Typography color="text.secondary">{translate('candidate_mails.empty')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {data.map((mail) => (
              <MailItem key={mail.uid} mail={mail} />
            ))}
          </Box>
        )}
      </CardContent>
      {writing && (
        <Suspense fallback={null}>
          <MailDialog candidateUid={candidateUid} onClose={() => setWriting(false)} />
        </Suspense>
      )}
    </Card>
  );
}
