import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useGetList, useNotify } from 'react-admin';
import type { Language } from '@contract/languages';
import { errorMessage } from '../../common/errors';
import { QUERY_KEYS } from '../../providers/dataProvider';
import type { TemplateRecord } from '../../templates/types';
import { previewOf, sendMail } from './calls';
import { useCandidateMailTranslate } from './texts';
import { candidateMailsKey } from './useCandidateMails';

/** The templates a dialog offers: every one the user sees (the platform's and their company's). */
const ALL = { page: 1, perPage: 200 };

interface MailDialogProps {
  candidateUid: string;
  onClose: () => void;
}

/**
 * Writes the candidate a mail: a template, filled in for them in their language (the preview), which may be
 * changed before sending; or a text of one's own. Sent, it shows in the mails section and on the timeline.
 */
export default function MailDialog({ candidateUid, onClose }: MailDialogProps) {
  const translate = useCandidateMailTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const titleId = useId();
  const { data: templates = [] } = useGetList<TemplateRecord>('templates', {
    pagination: ALL,
    sort: { field: 'template_name', order: 'ASC' },
  });
  const [templateUid, setTemplateUid] = useState('');
  const [language, setLanguage] = useState<Language | null>(null);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);

  const choose = async (uid: string) => {
    setTemplateUid(uid);
    if (!uid) return;
    try {
      const mail = await previewOf(uid, candidateUid);
      setSubject(mail.subject);
      setBody(mail.body);
      setLanguage(mail.language);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };

  const send = async () => {
    setTried(true);
    if (!subject.trim() || !body.trim()) return;
    setBusy(true);
    try {
      const message = await sendMail(candidateUid, { subject, body });
      notify(message, { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: candidateMailsKey(candidateUid) });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.history });
      onClose();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const required = (value: string) => (tried && !value.trim() ? translate('ra.validation.required') : ' ');
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{translate('candidate_mails.write')}</DialogTitle>
      <DialogContent>
        <Stack gap={1} sx={{ pt: 1 }}>
          <TextField
            select
            label={translate('candidate_mails.template')}
            value={templateUid}
            onChange={(event) => void choose(event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value="">{translate('candidate_mails.no_template')}</MenuItem>
            {templates.map((template) => (
              <MenuItem key={template.id} value={template.id}>
                {template.template_name}
              </MenuItem>
            ))}
          </TextField>
          {language && (
            <Typography variant="body2" color="text.secondary">
              {translate('candidate_mails.in_language', {
                language: translate(`candidates.languages.${language}`),
              })}
            </Typography>
          )}
          <TextField
            label={translate('candidate_mails.fields.subject')}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            required
            error={tried && !subject.trim()}
            helperText={required(subject)}
          />
          <TextField
            label={translate('candidate_mails.fields.body')}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            required
            multiline
            minRows={8}
            error={tried && !body.trim()}
            helperText={required(body)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('candidate_mails.cancel')}</Button>
        <Button variant="contained" onClick={() => void send()} disabled={busy}>
          {translate('candidate_mails.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
