import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useGetList, useNotify, usePermissions } from 'react-admin';
import type { Automation } from '@contract/automations';
import { CANDIDATE_STATUSES, type CandidateStatus } from '@contract/domain';
import { errorMessage } from '../common/errors';
import type { TemplateRecord } from '../templates/types';
import { addAutomation, automationsOf, removeAutomation, type AutomationOwner } from './calls';
import { useAutomationTranslate } from './texts';

const MANAGERS = ['SubAdmin', 'CustomerAdmin'];
const ALL_TEMPLATES = { page: 1, perPage: 200 };

/** "When a candidate enters “Rejected”: “Rejection”, after 48 hours". */
function useRuleText() {
  const translate = useAutomationTranslate();
  return (rule: Automation) =>
    translate('automations.rule', {
      status: translate(`candidates.status.${rule.candidate_status}`),
      template: rule.template.template_name,
      delay:
        rule.delay_minutes === 0
          ? translate('automations.at_once')
          : translate('automations.after_hours', { smart_count: Math.round(rule.delay_minutes / 60) }),
    });
}

/** The form of a new rule: a status, a template the owner's users see, and a delay in hours. */
function AddRule({ owner, onDone }: { owner: AutomationOwner; onDone: () => void }) {
  const translate = useAutomationTranslate();
  const notify = useNotify();
  const { data: templates = [] } = useGetList<TemplateRecord>('templates', {
    pagination: ALL_TEMPLATES,
    sort: { field: 'template_name', order: 'ASC' },
  });
  const [status, setStatus] = useState<CandidateStatus>('Rejected');
  const [template, setTemplate] = useState('');
  const [hours, setHours] = useState('0');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const target = 'vacancy' in owner ? { vacancy_uid: owner.vacancy } : { company_uid: owner.company };
      const message = await addAutomation({
        ...target,
        candidate_status: status,
        template_uid: template,
        delay_minutes: Math.round(Number(hours) * 60),
      });
      notify(message, { type: 'success' });
      onDone();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} gap={2} alignItems={{ md: 'flex-start' }} sx={{ mt: 2 }}>
      <TextField
        select
        label={translate('automations.fields.status')}
        value={status}
        onChange={(event) => setStatus(event.target.value as CandidateStatus)}
        sx={{ minWidth: 220 }}
      >
        {CANDIDATE_STATUSES.map((each) => (
          <MenuItem key={each} value={each}>
            {translate(`candidates.status.${each}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={translate('automations.fields.template')}
        value={template}
        onChange={(event) => setTemplate(event.target.value)}
        sx={{ minWidth: 220 }}
      >
        {templates.map((each) => (
          <MenuItem key={each.id} value={each.id}>
            {each.template_name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="number"
        label={translate('automations.fields.delay_hours')}
        value={hours}
        onChange={(event) => setHours(event.target.value)}
        helperText={translate('automations.delay_hint')}
        slotProps={{ htmlInput: { min: 0, step: 1 } }}
        sx={{ maxWidth: 260 }}
      />
      <Button variant="contained" disabled={busy || !template} onClick={() => void save()} sx={{ mt: 1 }}>
        {translate('automations.save')}
      </Button>
    </Stack>
  );
}

/**
 * The automatic mails of a customer (its defaults) or of a vacancy (its own) (issue 34): each rule in a
 * sentence; a manager adds and removes them.
 */
export function AutomationsSection({ owner }: { owner: AutomationOwner }) {
  const translate = useAutomationTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const headingId = useId();
  const ruleText = useRuleText();
  const { permissions } = usePermissions<string>();
  const mayManage = MANAGERS.includes(permissions ?? '');
  const queryKey = ['automations', owner];
  const {
    data = [],
    error,
    isPending,
  } = useQuery({
    queryKey,
    queryFn: ({ signal }) => automationsOf(owner, signal),
  });
  const [adding, setAdding] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['automations'] });
  const remove = async (rule: Automation) => {
    try {
      notify(await removeAutomation(rule.uid), { type: 'success' });
      refresh();
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    }
  };
  return (
    <Card component="section" variant="outlined" sx={{ borderRadius: 2 }} aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" alignItems="center" justifyContent="space-between" gap={1}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 600 }}>
            {translate('automations.title')}
          </Typography>
          {mayManage && !adding && (
            <Button variant="outlined" onClick={() => setAdding(true)}>
              {translate('automations.add')}
            </Button>
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('vacancy' in owner ? 'automations.vacancy_hint' : 'automations.company_hint')}
        </Typography>
        {error ? (
          <Alert severity="error">
            {translate('automations.failed_to_load', { message: errorMessage(error) })}
          </Alert>
        ) : !isPending && data.length === 0 ? (
          <Typography color="text.secondary">{translate('automations.empty')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {data.map((rule) => (
              <Box component="li" key={rule.uid}>
                <Stack direction="row" alignItems="center" gap={1}>
                  <Typography variant="body2">{ruleText(rule)}</Typography>
                  {mayManage && (
                    <IconButton
                      size="small"
                      aria-label={translate('automations.remove', {
                        status: translate(`candidates.status.${rule.candidate_status}`),
                      })}
                      onClick={() => void remove(rule)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  )}
                </Stack>
              </Box>
            ))}
          </Box>
        )}
        {adding && (
          <AddRule
            owner={owner}
            onDone={() => {
              setAdding(false);
              refresh();
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}
