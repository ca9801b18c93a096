import type { ChipProps } from '@mui/material';
import type { ScoreStep } from '@contract/score-steps';

/** The text key of a step ("Strong yes", "Klares Ja"; i18n/interviews.ts). */
export const stepLabel = (step: ScoreStep) => `interviews.scorecards.steps.${step}`;

/**
 * A step's chip: red for the noes, green for the yeses, filled for the strong ones. The text says the step; the
 * colour only repeats it. Warning's orange is left out: white on it falls short of AA.
 */
export const STEP_CHIP: Record<ScoreStep, Pick<ChipProps, 'color' | 'variant'>> = {
  strong_no: { color: 'error', variant: 'filled' },
  no: { color: 'error', variant: 'outlined' },
  yes: { color: 'success', variant: 'outlined' },
  strong_yes: { color: 'success', variant: 'filled' },
};
