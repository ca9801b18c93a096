import { Grid } from '@mui/material';
import { useMemo } from 'react';
import { RadioButtonGroupInput, TextInput, useEditContext, type RaRecord } from 'react-admin';
import { ACTIVE_STATES, CANDIDATE_STATUSES } from '@contract/domain';
import { LANGUAGES } from '@contract/languages';
import { domainChoices } from '../common/choices';
import { EditScreen } from '../common/EditScreen';
import { FormCard } from '../common/FormCard';
import { PageLoading } from '../common/PageLoading';
import { useGoBack } from '../common/useGoBack';
import { lazySchemaValidator } from '../common/validation';
import { REQUIRED_MARK } from '../common/requiredMark';
import { StaleEditDialog } from '../common/stale/StaleEditDialog';
import { RejectionReasonInput, withReasonRule } from '../rejection-reasons/RejectionReasonInput';
import { routes } from '../routes';
import { editValues } from './formValues';
import { useCandidateParams } from './params';
import type { CandidateRecord } from './types';

const validator = lazySchemaValidator(async () => (await import('@contract/candidates')).candidateUpdate);

/**
 * Each status submits its own value: the source sent 'Active' for Rejected (spec section 4), a defect this
 * does not repeat. The active state is sent in lower case as the API's edit payload names it.
 */
const statusChoices = domainChoices('candidates.status', CANDIDATE_STATUSES);
const activeChoices = ACTIVE_STATES.map((state) => ({
  id: state.toLowerCase(),
  name: `candidates.active.${state}`,
}));

/** Name, email and phone side by side on wide screens; the radio groups below, each on its own row. */
const TEXT_FIELDS = [
  { source: 'candidate_name', label: 'candidates.fields.name' },
  { source: 'candidate_email', label: 'candidates.fields.email', type: 'email' },
  { source: 'candidate_phone_number', label: 'candidates.fields.phone', type: 'tel' },
];
const languageChoices = domainChoices('candidates.languages', LANGUAGES);
const CHOICE_FIELDS = [
  { source: 'candidate_status', label: 'candidates.fields.status', choices: statusChoices },
  { source: 'candidate_active_or_inactive', label: 'candidates.fields.active', choices: activeChoices },
  // Beyond the spec's form (issue 34): the language the candidate's mails are written in.
  { source: 'candidate_language', label: 'candidates.fields.language', choices: languageChoices },
];

/**
 * A colleague's save meanwhile is settled on the candidate's recorded fields; the form names the active state
 * otherwise, and holds the reason by uid where the history records its names: an untouched one takes theirs.
 */
const CONFLICT = {
  kind: 'candidate',
  formNames: { is_candidate_active: 'candidate_active_or_inactive' },
  unlisted: ['rejection_reason'],
};

/** A record's values as the form holds them: the colleague's side of the dialog is read like the form was. */
const conflictValues = (record: RaRecord) => editValues(record as CandidateRecord);

function CandidateForm({ backTo }: { backTo: string }) {
  const { record } = useEditContext<CandidateRecord>();
  const checks = useMemo(() => record && withReasonRule(validator, record), [record]);
  if (!record || !checks) return <PageLoading />;
  return (
    <FormCard validator={checks} record={editValues(record)} backTo={backTo}>
      <Grid container columnSpacing={2}>
        {TEXT_FIELDS.map((field) => (
          <Grid key={field.source} size={{ xs: 12, md: 6 }}>
            <TextInput {...field} validate={REQUIRED_MARK} />
          </Grid>
        ))}
        {CHOICE_FIELDS.map((field) => (
          <Grid key={field.source} size={12}>
            <RadioButtonGroupInput {...field} validate={REQUIRED_MARK} />
          </Grid>
        ))}
        <Grid size={{ xs: 12, md: 6 }}>
          <RejectionReasonInput record={record} />
        </Grid>
      </Grid>
      <StaleEditDialog conflict={CONFLICT} values={conflictValues} />
    </FormCard>
  );
}

/** /candidate-edit/{type}/{uid}: on success 'candidate updated successfully', then back where the user came from. */
export default function CandidateEditPage() {
  const { pageType, uid, listRoute } = useCandidateParams();
  const detail = routes.candidateDetails(pageType, uid);
  const goBack = useGoBack(detail);
  return (
    <EditScreen
      resource="candidates"
      id={uid}
      success="api.candidate_updated"
      crumbTo={routes.allActiveCandidates}
      listRoute={listRoute}
      after={goBack}
    >
      <CandidateForm backTo={detail} />
    </EditScreen>
  );
}
