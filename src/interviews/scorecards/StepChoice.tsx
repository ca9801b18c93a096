import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';
import { SCORE_STEPS, type ScoreStep } from '@contract/score-steps';
import { useInterviewTranslate } from '../texts';
import { stepLabel } from './steps';

/**
 * One question of the scorecard (a criterion, or the recommendation) as a group of four radios: the arrow keys
 * move between the steps, the group is named by its label. Unanswered after a submit, it says so.
 */
export function StepChoice({
  label,
  value,
  onChange,
  missing,
  id,
}: {
  label: string;
  value: ScoreStep | undefined;
  onChange: (step: ScoreStep) => void;
  missing: boolean;
  /** The id of the group's first radio: the dialog sends the focus there when it is unanswered. */
  id: string;
}) {
  const translate = useInterviewTranslate();
  const helperId = useId();
  const labelId = useId();
  return (
    <FormControl error={missing} sx={{ display: 'flex', mb: 1.5 }}>
      <FormLabel id={labelId} sx={{ fontWeight: 600 }}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        name={id}
        aria-labelledby={labelId}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value as ScoreStep)}
        aria-describedby={missing ? helperId : undefined}
      >
        {SCORE_STEPS.map((step, index) => (
          <FormControlLabel
            key={step}
            value={step}
            control={<Radio id={index === 0 ? id : undefined} />}
            label={translate(stepLabel(step))}
          />
        ))}
      </RadioGroup>
      {missing && <FormHelperText id={helperId}>{translate('interviews.scorecards.choose')}</FormHelperText>}
    </FormControl>
  );
}
