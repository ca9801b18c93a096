import { z } from 'zod';
import { TEXT_MAX } from './domain';
import { answer } from './envelope';
import { choice, optionalText, parseList, type MessageKey } from './fields';
import type { RecordedHistory } from './history';
import { INTERVIEW_ROUNDS } from './interviews';
import { person } from './notes';
import { SCORE_STEPS } from './score-steps';
import { recordVersion } from './versions';

const m = (key: MessageKey) => ({ error: key });

export { overallRecommendation, SCORE_STEPS, type ScoreStep } from './score-steps';

/** At most this many criteria on a vacancy, each at most this long. */
export const CRITERIA_MAX = 12;
export const CRITERION_LENGTH_MAX = 100;
/** The longest note of a scorecard. */
export const SCORECARD_NOTE_MAX = 5_000;

/**
 * A vacancy's scorecard criteria ("Communication", "Skills"), in the order its scorecards ask them: trimmed,
 * empty ones dropped, each once (ignoring case).
 */
export const scorecardCriteria = () =>
  z.preprocess(
    (value) => (typeof value === 'string' ? parseList(value) : value),
    z
      .array(
        z
          .string(m('validation.criteria_invalid'))
          .trim()
          .max(CRITERION_LENGTH_MAX, m('validation.max_length')),
        m('validation.criteria_invalid'),
      )
      .transform((names) => names.filter((name, index) => name !== '' && firstOf(names, name) === index))
      .pipe(z.array(z.string()).max(CRITERIA_MAX, m('validation.criteria_max'))),
  );

const firstOf = (names: readonly string[], name: string) =>
  names.findIndex((other) => other.toLowerCase() === name.toLowerCase());

/** One criterion's rating. */
export const criterionRating = z.object({ criterion: z.string(), rating: z.enum(SCORE_STEPS) });

/**
 * PUT scorecard-submit/{interview uid}/: the caller's scorecard of an interview they conducted, submitted or
 * replaced: every criterion of the vacancy rated, an overall recommendation, a note.
 */
export const scorecardWrite = z.object({
  ratings: z
    .array(
      z.object({
        criterion: z.string(m('validation.criteria_invalid')).max(TEXT_MAX, m('validation.criteria_invalid')),
        rating: choice(SCORE_STEPS),
      }),
      m('validation.criteria_invalid'),
    )
    .max(CRITERIA_MAX, m('validation.criteria_invalid')),
  recommendation: choice(SCORE_STEPS),
  note: optionalText(SCORECARD_NOTE_MAX).default(''),
});
export type ScorecardWrite = z.input<typeof scorecardWrite>;

/** A submitted scorecard: whose, of which interview, its ratings in the criteria's order. */
export const scorecard = z.object({
  uid: z.string(),
  interview: z.object({ uid: z.string(), round: z.enum(INTERVIEW_ROUNDS), starts_at: z.string() }),
  interviewer: person,
  ratings: z.array(criterionRating),
  recommendation: z.enum(SCORE_STEPS),
  note: z.string(),
  submitted_at: z.string(),
  updated_at: z.string(),
  ...recordVersion,
});
export type Scorecard = z.infer<typeof scorecard>;

/**
 * GET candidate-scorecards/{candidate uid}/: the scorecards of the candidate's interviews the caller may read,
 * by interview then interviewer. An interviewer reads the others' of an interview only once they submitted
 * their own (nobody is anchored by them): `withheld` counts those held back, by interview.
 */
export const candidateScorecardsAnswer = answer(z.array(scorecard)).extend({
  withheld: z.array(z.object({ interview_uid: z.string(), count: z.number().int() })),
});

export const scorecardAnswer = answer(z.string()).extend({ data: scorecard });

/**
 * A scorecard's history on its candidate's timeline: who submitted or changed which of these and when, never
 * their values (the timeline would show an interviewer the others' before their own).
 */
export const SCORECARD_HISTORY = {
  kind: 'scorecard',
  fields: ['ratings', 'recommendation', 'note'],
} as const satisfies RecordedHistory<keyof Scorecard>;
