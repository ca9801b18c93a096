import { apiPath } from '@contract/paths';
import { declareResource } from '../../common/resource/declaration';
import { payload } from '../../providers/resources';
import type * as builders from './payload';

/**
 * A candidate's notes (issue 11), shown on its details: its list and new notes name the candidate, as
 * `meta.candidate`. No screens or grants of their own: the candidate's details show them, the API decides.
 */
export const notes = declareResource({
  name: 'notes',
  api: {
    uidField: 'uid',
    list: (_pageType, meta) => apiPath('candidateNotes', { id: String(meta.candidate) }),
    filters: {},
    create: {
      path: (meta) => apiPath('candidateNoteCreate', { id: String(meta.candidate) }),
      body: payload<typeof builders>('noteBody'),
    },
    update: {
      path: (id) => apiPath('candidateNoteUpdate', { id }),
      body: payload<typeof builders>('noteBody'),
    },
    remove: (id) => apiPath('candidateNoteDelete', { id }),
  },
  access: {},
  screens: [],
});
