import { apiPath } from '@contract/paths';
import { declareResource } from '../common/resource/declaration';
import { payload } from '../providers/resources';
import type * as builders from './payload';

/**
 * Interviews on a candidate (issue 33), shown on its details: listed by the `candidate` filter (its uid). No
 * screens or grants of their own yet: the candidate's details show them, the API decides.
 */
export const interviews = declareResource({
  name: 'interviews',
  api: {
    uidField: 'uid',
    list: () => apiPath('interviewList'),
    filters: { candidate: { param: 'candidate' } },
    create: {
      path: () => apiPath('interviewCreate'),
      body: payload<typeof builders>('interviewCreateBody'),
    },
    update: {
      path: (id) => apiPath('interviewUpdate', { id }),
      body: payload<typeof builders>('interviewUpdateBody'),
    },
    remove: (id) => apiPath('interviewCancel', { id }),
  },
  access: {},
  screens: [],
});
