import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useGetOne } from 'react-admin';
import type { ScoreStep } from '@contract/score-steps';
import { SCORECARD_NOTE_MAX, type Scorecard } from '@contract/scorecards';
import { errorMessage } from '../../common/errors';
import type { VacancyRecord } from '../../vacancies/types';
import { useInterviewTranslate } from '../texts';
import type { InterviewRecord } from '../types';
import { StepChoice } from './StepChoice';
import { useScorecardSubmit } from './useScorecards';

export interface ScorecardDialogProps {
  interview: InterviewRecord;
  /** The caller's scorecard of the interview, when they edit it. */
  own?: Scorecard;
  onClose: () => void;
}

/** The answers so far: a step by criterion, the recommendation, the note. */
interface Answers {
  ratings: Partial<Record<string, ScoreStep>>;
  recommendation?: ScoreStep;
  note: string;
}

/** One question of the form: a criterion or the recommendation, its answer, and how choosing a step sets it. */
interface Question {
  key: string;
  label: string;
  value: ScoreStep | undefined;
  set: (step: ScoreStep) => (before: Answers) => Answers;
}

const answersOf = (own: Scorecard | undefined): Answers => ({
  ratings: Object.fromEntries(own?.ratings.map(({ criterion, rating }) => [criterion, rating]) ?? []),
  recommendation: own?.recommendation,
  note: own?.note ?? '',
});

/** The form's questions: each criterion of the vacancy, in its order, then the overall recommendation. */
function questionsOf(criteria: readonly string[], answers: Answers, overall: string): Question[] {
  return [
    ...criteria.map((criterion, index) => ({
      key: `c${index}`,
      label: criterion,
      value: answers.ratings[criterion],
      set: (step: ScoreStep) => (before: Answers) => ({
        ...before,
        ratings: { ...before.ratings, [criterion]: step },
      }),
    })),
    {
      key: 'overall',
      label: overall,
      value: answers.recommendation,
      set: (step) => (before) => ({ ...before, recommendation: step }),
    },
  ];
}

/** The vacancy's criteria, in its order (the server asks for every one of them). */
function useCriteria(interview: InterviewRecord) {
  const { data, error, isPending } = useGetOne<VacancyRecord>('vacancies', { id: interview.vacancy.uid });
  return { criteria: data?.scorecard_criteria ?? [], error, isPending };
}

/**
 * The caller's scorecard of an interview they conducted, in a dialog that keeps the focus while open and gives
 * it back to the button that opened it: each criterion of the vacancy and the overall recommendation on the
 * four steps, and a note. Prefilled with their scorecard when they edit it. An unanswered question is named
 * (announced) and takes the focus; the server's refusal is a toast and the dialog stays open.
 */
export default function ScorecardDialog({ interview, own, onClose }: ScorecardDialogProps) {
  const translate = useInterviewTranslate();
  const titleId = useId();
  const idPrefix = useId();
  const { criteria, error, isPending } = useCriteria(interview);
  const [answers, setAnswers] = useState(() => answersOf(own));
  const [checked, setChecked] = useState(false);
  const submit = useScorecardSubmit(onClose);
  const questions = questionsOf(criteria, answers, translate('interviews.scorecards.overall'));
  const missing = questions.filter((question) => question.value === undefined);
  const title = translate(own ? 'interviews.scorecards.edit' : 'interviews.scorecards.submit');

  const save = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const [first] = missing;
    if (first) {
      document.getElementById(`${idPrefix}${first.key}`)?.focus();
      return;
    }
    if (!answers.recommendation) return;
    const ratings = criteria.flatMap((criterion) => {
      const rating = answers.ratings[criterion];
      return rating ? [{ criterion, rating }] : [];
    });
    submit.mutate({
      interviewUid: interview.id,
      body: { ratings, recommendation: answers.recommendation, note: answers.note },
    });
  };

  return (
    <Dialog
      open
      onClose={submit.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <Box component="form" onSubmit={save} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {error ? (
            <Alert severity="error">
              {translate('interviews.scorecards.criteria_failed', {
                message: translate(errorMessage(error)),
              })}
            </Alert>
          ) : isPending ? (
            <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
          ) : (
            questions.map((question) => (
              <StepChoice
                key={question.key}
                id={`${idPrefix}${question.key}`}
                label={question.label}
                value={question.value}
                missing={checked && question.value === undefined}
                onChange={(step) => setAnswers(question.set(step))}
              />
            ))
          )}
          <TextField
            label={translate('interviews.scorecards.fields.note')}
            value={answers.note}
            onChange={(event) => setAnswers((before) => ({ ...before, note: event.target.value }))}
            multiline
            minRows={3}
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { maxLength: SCORECARD_NOTE_MAX } }}
          />
          {checked && missing.length > 0 && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {translate('interviews.scorecards.missing', {
                names: missing.map((question) => question.label).join(', '),
              })}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="outlined" onClick={onClose} disabled={submit.isPending}>
            {translate('interviews.close')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={submit.isPending}
            disabled={isPending || !!error}
          >
            {own ? translate('interviews.save') : title}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
