import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useStore, useTranslate } from 'react-admin';

type CandidatesView = 'list' | 'pipeline';

/** The vacancy details' choice of list or pipeline, kept in react-admin's store for every vacancy. */
export const useCandidatesView = () => useStore<CandidatesView>('vacancies.details.candidates.mode', 'list');

/** "Candidates | Pipeline": light enough to sit on the details screen, which loads the board only when chosen. */
export function CandidatesViewToggle({
  view,
  onChange,
}: {
  view: CandidatesView;
  onChange: (view: CandidatesView) => void;
}) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={view}
      onChange={(_, next: CandidatesView | null) => next && onChange(next)}
      aria-label={translate('vacancies.pipeline.views')}
    >
      <ToggleButton value="list">{translate('vacancies.pipeline.list')}</ToggleButton>
      <ToggleButton value="pipeline">{translate('vacancies.pipeline.board')}</ToggleButton>
    </ToggleButtonGroup>
  );
}
