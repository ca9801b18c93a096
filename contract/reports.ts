import { z } from 'zod';
import { CANDIDATE_STATUSES, FILE_FORMATS, type CandidateStatus } from './domain';
import { answer } from './envelope';
import { choice, uid } from './fields';

/**
 * The hiring funnel's stages, in the order a candidate moves through them (Rejected leaves the funnel at any
 * stage): a candidate reached a stage when they entered it or any later one, so that skipping a stage (Applied
 * straight to First_Interview) still counts them through it.
 */
export const FUNNEL_STAGES = CANDIDATE_STATUSES.filter(
  (status): status is Exclude<CandidateStatus, 'Rejected'> => status !== 'Rejected',
);

/** A stage's place in the funnel (0 for Applied), or null for Rejected, which is no stage of it. */
export const funnelRank = (status: CandidateStatus): number | null => {
  const rank = (FUNNEL_STAGES as readonly string[]).indexOf(status);
  return rank < 0 ? null : rank;
};

/** The longest time range one report reads: two years of applications. */
export const REPORT_DAYS_MAX = 731;

const day = z.iso.date({ error: 'validation.date_invalid' });
const ONE_DAY_MS = 86_400_000;

/**
 * GET funnel-report/: the candidates who applied from `from` to `to` (both included, UTC days, as the lists'
 * date filters), of one company (a SubAdmin's choice, by uid; everyone else their own) and of one vacancy
 * if given. `format` xlsx or csv: the stage table as a file.
 */
export const funnelQuery = z
  .object({
    from: day,
    to: day,
    company: uid('validation.choice_invalid').optional(),
    vacancy: uid('validation.choice_invalid').optional(),
    format: choice(['json', ...FILE_FORMATS]).default('json'),
  })
  .refine((query) => query.from <= query.to, { error: 'validation.report_range_order', path: ['to'] })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) < REPORT_DAYS_MAX * ONE_DAY_MS, {
    error: 'validation.report_range',
    params: { max: REPORT_DAYS_MAX },
    path: ['to'],
  });
export type FunnelQuery = z.infer<typeof funnelQuery>;

const count = z.number().int();

/**
 * One status of the report. current: the cohort's candidates in it now. reached (funnel stages only): those
 * who got this far. conversion: reached of the next stage over this one's (0 to 1; null for the last stage,
 * for Rejected, and where nobody reached this one). median_hours: the median of the finished stays in it
 * (a candidate who is still in it has no finished stay), null where there is none; stays: how many finished.
 */
export const funnelStage = z.object({
  status: z.enum(CANDIDATE_STATUSES),
  current: count,
  reached: count.nullable(),
  conversion: z.number().nullable(),
  median_hours: z.number().nullable(),
  stays: count,
});
export type FunnelStage = z.infer<typeof funnelStage>;

/** The reasons the cohort's rejected candidates were given, the most given first; `reason` null: none given. */
export const funnelReason = z.object({
  reason: z.object({ uid: z.string(), reason_name: z.string(), reason_name_de: z.string() }).nullable(),
  count,
});
export type FunnelReason = z.infer<typeof funnelReason>;

export const funnelReport = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  applications: count,
  stages: z.array(funnelStage),
  rejection_reasons: z.array(funnelReason),
  /** Each week (its Monday, UTC) that overlaps the range, oldest first; weeks without applications count 0. */
  applications_per_week: z.array(z.object({ week: z.iso.date(), count })),
});
export type FunnelReport = z.infer<typeof funnelReport>;
export const funnelAnswer = answer(funnelReport);
