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
import type { VacancyRecord } from '../vacancies/types';
import { addAutomation, automationsOf, removeAutomation } from './calls';
import { useAutomationTranslate } from './texts';

const MANAGERS = ['SubAdmin', 'CustomerAdmin'];
const ALL_TEMPLATES = { page: 1, perPage: 200 };
const ALL_VACANCIES = { page: 1, perPage: 100 };

/** "When a candidate enters “Rejected”: “Rejection”, after 48 hours", after its vacancy's title if it has one. */
function useRuleText() {
  const translate = useAutomationTranslate();
  return (rule: Automation) => {
    const text = translate('automations.rule', {
      status: translate(`candidates.status.${rule.candidate_status}`),
      template: rule.template.template_name,
      delay:
        rule.delay_minutes === 0
          ? translate('automations.at_once')
          : translate('automations.after_hours', { smart_count: Math.round(rule.delay_minutes / 60) }),
    });
    return rule.vacancy
      ? translate('automations.for_vacancy', { vacancy: rule.vacancy.vacancy_title, rule: text })
      : text;
  };
}

/** The customer whose rules a section shows. */
interface Company {
  uid: string;
  name: string;
}

/** The customer's vacancies, by title: those the name filter finds that are this customer's. */
function useCompanyVacancies(company: Company) {
  const { data = [] } = useGetList<VacancyRecord>('vacancies', {
    pagination: ALL_VACANCIES,
    sort: { field: 'vacancy_title', order: 'ASC' },
    filter: { company: company.name },
  });
  return data.filter((vacancy) => vacancy.vacancy_company.company_uid === company.uid);
}

/** The form of a new rule: for every vacancy or one, a status, a template its users see, a delay in hours. */
function AddRule({ company, onDone }: { company: Company; onDone: () => void }) {
  const translate = useAutomationTranslate();
  const notify = useNotify();
  const { data: templates = [] } = useGetList<TemplateRecord>('templates', {
    pagination: ALL_TEMPLATES,
    sort: { field: 'template_name', order: 'ASC' },
  });
  const vacancies = useCompanyVacancies(company);
  const [vacancy, setVacancy] = useState('');
  const [status, setStatus] = useState<CandidateStatus>('Rejected');
  const [template, setTemplate] = useState('');
  const [hours, setHours] = useState('0');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const target = vacancy ? { vacancy_uid: vacancy } : { company_uid: company.uid };
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
        label={translate('automations.fields.vacancy')}
        value={vacancy}
        onChange={(event) => setVacancy(event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{translate('automations.every_vacancy')}</MenuItem>
        {vacancies.map((each) => (
          <MenuItem key={each.id} value={each.id}>
            {each.vacancy_title}
          </MenuItem>
        ))}
      </TextField>
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
 * The automatic mails of a customer (issue 34), its defaults and its vacancies' own, each rule in a sentence; a
 * manager adds and removes them.
 */
export function AutomationsSection({ company }: { company: Company }) {
  const translate = useAutomationTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const headingId = useId();
  const ruleText = useRuleText();
  const { permissions } = usePermissions<string>();
  const mayManage = MANAGERS.includes(permissions ?? '');
  const {
    data = [],
    error,
    isPending,
  } = useQuery({
    queryKey: ['automations', company.uid],
    queryFn: ({ signal }) => automationsOf(company.uid, signal),
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
          {translate('automations.hint')}
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
            company={company}
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
