import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { overallRecommendation } from '@contract/score-steps';
import type { Scorecard } from '@contract/scorecards';
import { useInterviewTranslate } from '../texts';
import { ScorecardCard } from './ScorecardCard';
import { StepChip } from './StepChip';

export interface InterviewScorecardsProps {
  /** The interview's scorecards the caller may read, by interviewer. */
  cards: readonly Scorecard[];
  /** How many the server withholds from the caller until they submit their own. */
  withheld: number;
  /** Opens the caller's scorecard: absent unless they conducted the interview and it has begun. */
  onScore?: () => void;
  /** Whether the caller submitted theirs: the button then edits it. */
  submitted: boolean;
}

/**
 * An interview's scorecards side by side (stacked on a phone) under their overall recommendation; how many are
 * hidden from an interviewer who has not submitted theirs; the interviewer's button to submit or edit theirs.
 */
export function InterviewScorecards({ cards, withheld, onScore, submitted }: InterviewScorecardsProps) {
  const translate = useInterviewTranslate();
  const headingId = useId();
  const overall = overallRecommendation(cards.map((card) => card.recommendation));
  return (
    <Box sx={{ mt: 2 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" flexWrap="wrap" gap={1}>
        <Typography id={headingId} variant="subtitle2" component="h4" sx={{ fontWeight: 600 }}>
          {translate('interviews.scorecards.title')}
        </Typography>
        {onScore && (
          <Button size="small" variant="outlined" onClick={onScore}>
            {translate(submitted ? 'interviews.scorecards.edit' : 'interviews.scorecards.submit')}
          </Button>
        )}
      </Stack>
      {overall && (
        <Stack direction="row" alignItems="center" gap={1} sx={{ mt: 1 }}>
          <Typography variant="body2">{translate('interviews.scorecards.overall')}</Typography>
          <StepChip step={overall} />
        </Stack>
      )}
      {withheld > 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('interviews.scorecards.withheld', { smart_count: withheld })}
        </Alert>
      )}
      {cards.length === 0 && withheld === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('interviews.scorecards.none')}
        </Typography>
      )}
      {cards.length > 0 && (
        <Box
          component="ul"
          aria-labelledby={headingId}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(15rem, 1fr))' },
            gap: 1.5,
            p: 0,
            mt: 1.5,
            mb: 0,
          }}
        >
          {cards.map((card) => (
            <ScorecardCard key={card.uid} scorecard={card} />
          ))}
        </Box>
      )}
    </Box>
  );
}
