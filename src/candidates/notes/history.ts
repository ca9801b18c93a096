import type { NOTE_HISTORY } from '@contract/notes';
import { historyLabels } from '../../common/history/labels';

export const history = historyLabels<typeof NOTE_HISTORY>(
  'note',
  { note_text: { label: 'app.history.note_text', long: true } },
  { actions: 'app.history.note_actions' },
);
