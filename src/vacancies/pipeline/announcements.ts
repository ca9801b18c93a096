import type { Active, Announcements, Over, ScreenReaderInstructions } from '@dnd-kit/core';
import type { TranslateFunction } from 'react-admin';
import type { CandidateRecord } from '../../candidates/types';

/** The candidate a dragged card carries (PipelineCard puts it in the draggable's data). */
export const recordOf = (active: Pick<Active, 'data'>) =>
  (active.data.current as { record: CandidateRecord }).record;

/** What screen readers hear while a card is moved, in the user's language (dnd-kit's defaults are English). */
export function accessibility(translate: TranslateFunction): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const stage = (id: Over['id']) => translate(`candidates.status.${String(id)}`);
  const about = (active: Active, over?: Over | null) => {
    const record = recordOf(active);
    return {
      name: record.candidate_name,
      status: over ? stage(over.id) : stage(record.candidate_status),
    };
  };
  return {
    screenReaderInstructions: { draggable: translate('vacancies.pipeline.instructions') },
    announcements: {
      onDragStart: ({ active }) => translate('vacancies.pipeline.picked_up', about(active)),
      onDragOver: ({ active, over }) =>
        translate(over ? 'vacancies.pipeline.over' : 'vacancies.pipeline.over_none', about(active, over)),
      onDragEnd: ({ active, over }) =>
        translate(
          over ? 'vacancies.pipeline.dropped' : 'vacancies.pipeline.dropped_none',
          about(active, over),
        ),
      onDragCancel: ({ active }) => translate('vacancies.pipeline.cancelled', about(active)),
    },
  };
}
