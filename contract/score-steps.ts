/**
 * The scorecards' scale (issue 33) and the overall recommendation of several scorecards. A module of its own,
 * without zod, so that the candidate's details show scorecards without the schemas (contract/scorecards.ts
 * re-exports them).
 */

/** The four steps an interviewer rates each criterion and the candidate overall with (issue 33). */
export const SCORE_STEPS = ['strong_no', 'no', 'yes', 'strong_yes'] as const;
export type ScoreStep = (typeof SCORE_STEPS)[number];

/** The steps as numbers (strong no −2 … strong yes 2): the overall recommendation is their mean's step. */
const WEIGHT: Record<ScoreStep, number> = { strong_no: -2, no: -1, yes: 1, strong_yes: 2 };

/**
 * The overall recommendation of several scorecards: the step nearest their recommendations' mean (a tie
 * between no and yes leans no: hiring needs a yes), or null for none.
 */
export function overallRecommendation(recommendations: readonly ScoreStep[]): ScoreStep | null {
  if (recommendations.length === 0) return null;
  const mean = recommendations.reduce((sum, step) => sum + WEIGHT[step], 0) / recommendations.length;
  if (mean >= 1.5) return 'strong_yes';
  if (mean > 0) return 'yes';
  if (mean > -1.5) return 'no';
  return 'strong_no';
}
