import { Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { AutocompleteArrayInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { INTERVIEW_MINUTES, INTERVIEW_ROUNDS } from '@contract/interviews';
import type { Person } from '@contract/notes';
import { CheckboxInput } from '../common/CheckboxInput';
import { domainChoices } from '../common/choices';
import { DayInput } from '../common/DayInput';
import { REQUIRED_MARK } from '../common/requiredMark';
import { interviewersOf } from './calls';
import { browserTimeZone } from '../common/dates';
import { useInterviewTranslate } from './texts';

const ROUNDS = domainChoices('candidates.status', INTERVIEW_ROUNDS);

/** Who may conduct the candidate's interviews, with those already on the interview (a user since removed). */
function useInterviewerChoices(candidateUid: string, current: readonly Person[]) {
  const { data = [], isPending } = useQuery({
    queryKey: ['interview-interviewers', candidateUid],
    queryFn: ({ signal }) => interviewersOf(candidateUid, signal),
  });
  const known = new Set(data.map(({ user_uid }) => user_uid));
  const people = [...data, ...current.filter(({ user_uid }) => !known.has(user_uid))];
  return { choices: people.map(({ user_uid, full_name }) => ({ id: user_uid, name: full_name })), isPending };
}

/** The interview's fields: round, start, duration, place or link, interviewers and the boxes. */
export function InterviewFields({
  candidateUid,
  interviewers = [],
  scheduling,
}: {
  candidateUid: string;
  /** The interview's interviewers as it is (editing). */
  interviewers?: readonly Person[];
  /** A new interview: it may move the candidate into its round. */
  scheduling: boolean;
}) {
  const translate = useInterviewTranslate();
  const label = (field: string) => translate(`interviews.fields.${field}`);
  const { choices, isPending } = useInterviewerChoices(candidateUid, interviewers);
  return (
    <Stack>
      <SelectInput
        source="round"
        label={label('round')}
        choices={ROUNDS}
        validate={REQUIRED_MARK}
        autoFocus
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} columnGap={2}>
        <DayInput source="day" label={label('day')} validate={REQUIRED_MARK} />
        <TextInput
          source="time"
          type="time"
          label={label('time')}
          validate={REQUIRED_MARK}
          helperText={translate('interviews.hints.time_zone', { zone: browserTimeZone() })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <NumberInput
          source="duration_minutes"
          label={label('duration_minutes')}
          validate={REQUIRED_MARK}
          min={INTERVIEW_MINUTES.min}
          max={INTERVIEW_MINUTES.max}
          step={15}
        />
      </Stack>
      <TextInput
        source="location"
        label={label('location')}
        helperText={translate('interviews.hints.place')}
      />
      <TextInput source="video_link" label={label('video_link')} type="url" />
      <AutocompleteArrayInput
        source="interviewer_uids"
        label={label('interviewers')}
        choices={choices}
        isPending={isPending}
        translateChoice={false}
        validate={REQUIRED_MARK}
      />
      {scheduling && <CheckboxInput source="move_candidate" label={label('move_candidate')} />}
      <CheckboxInput source="invite_candidate" label={label('invite_candidate')} />
    </Stack>
  );
}
