import { Alert, AlertTitle, Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useDateTime } from '../common/useDateTime';
import { conflictsOf, type ConflictQuestion } from './calls';
import { startOf, type InterviewFormValues } from './formValues';
import { useInterviewTranslate } from './texts';

/** How long the form waits after the last change before it asks: typing a time asks once, not per digit. */
export const CONFLICT_DELAY_MS = 400;

/** `value` once it has stayed the same for `delay` ms. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** The question the form's values ask, as one key, or null while the time or the interviewers are missing. */
function useQuestion(except?: string): ConflictQuestion | null {
  const [day, time, duration, interviewers] = useWatch<InterviewFormValues>({
    name: ['day', 'time', 'duration_minutes', 'interviewer_uids'],
  }) as [string, string, number | null, string[] | undefined];
  const starts_at = startOf(day, time);
  const key =
    starts_at && typeof duration === 'number' && duration > 0 && interviewers?.length
      ? JSON.stringify({ starts_at, duration_minutes: duration, interviewer_uids: interviewers, except })
      : null;
  const settled = useSettled(key, CONFLICT_DELAY_MS);
  return settled ? (JSON.parse(settled) as ConflictQuestion) : null;
}

/**
 * A warning, not a refusal: the chosen interviewers' other interviews at that time, each with its time, asked
 * again a moment after the time, the duration or the interviewers change. Saving stays possible.
 */
export function ConflictWarning({ except }: { except?: string }) {
  const translate = useInterviewTranslate();
  const when = useDateTime();
  const question = useQuestion(except);
  const { data: conflicts = [] } = useQuery({
    queryKey: ['interview-conflicts', question],
    queryFn: ({ signal }) => conflictsOf(question as ConflictQuestion, signal),
    enabled: question !== null,
  });
  if (question === null || conflicts.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      <AlertTitle>{translate('interviews.conflicts.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {conflicts.map((conflict) => (
          <li key={`${conflict.interviewer.user_uid} ${conflict.starts_at}`}>
            {translate('interviews.conflicts.one', {
              name: conflict.interviewer.full_name,
              when: when(conflict.starts_at),
              minutes: conflict.duration_minutes,
            })}
          </li>
        ))}
      </Box>
      {translate('interviews.conflicts.still')}
    </Alert>
  );
}
