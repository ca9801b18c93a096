import { Chip } from '@mui/material';
import type { ScoreStep } from '@contract/score-steps';
import { useInterviewTranslate } from '../texts';
import { STEP_CHIP, stepLabel } from './steps';

/** A rating or recommendation as a small chip: its step's text, in its step's colour. */
export function StepChip({ step }: { step: ScoreStep }) {
  const translate = useInterviewTranslate();
  return <Chip size="small" label={translate(stepLabel(step))} {...STEP_CHIP[step]} />;
}
