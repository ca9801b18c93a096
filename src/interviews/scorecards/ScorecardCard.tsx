import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { Scorecard } from '@contract/scorecards';
import { useInterviewTranslate } from '../texts';
import { StepChip } from './StepChip';

/** One interviewer's scorecard: each criterion's rating, the recommendation, the note. */
export function ScorecardCard({ scorecard }: { scorecard: Scorecard }) {
  const translate = useInterviewTranslate();
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, listStyle: 'none', minWidth: 0 }}>
      <Typography variant="subtitle2" component="h5" sx={{ fontWeight: 600, mb: 1 }}>
        {scorecard.interviewer.full_name}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: '1fr auto', alignItems: 'center', gap: 0.75, m: 0 }}
      >
        {scorecard.ratings.map(({ criterion, rating }) => (
          <Rating key={criterion} name={criterion} step={<StepChip step={rating} />} />
        ))}
        <Rating
          name={translate('interviews.scorecards.fields.recommendation')}
          step={<StepChip step={scorecard.recommendation} />}
          strong
        />
      </Box>
      {scorecard.note && (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {scorecard.note}
        </Typography>
      )}
    </Paper>
  );
}

/** A name and its step: a group of the card's list, its columns the list's own. */
function Rating({ name, step, strong }: { name: string; step: ReactNode; strong?: boolean }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" sx={{ fontWeight: strong ? 600 : undefined, minWidth: 0 }}>
        {name}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        {step}
      </Box>
    </Box>
  );
}
