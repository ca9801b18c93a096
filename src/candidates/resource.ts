import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { apiPath } from '@contract/paths';
import { declareResource, pages } from '../common/resource/declaration';
import { allMeansAny } from '../providers/listing';
import { byType, date, endsToday, payload, q } from '../providers/resources';
import type * as builders from './payload';
import { routes } from '../routes';

/** The candidates (spec section 5): applied through the vacancy forms, so never added here; erased here. */
export const candidates = declareResource({
  name: 'candidates',
  api: {
    uidField: 'uid',
    list: (pageType) => apiPath('candidateList', { status: byType(pageType) }),
    filters: {
      ...q,
      candidate_name: { param: 'candidate_name__icontains' },
      candidate_email: { param: 'candidate_email__icontains' },
      title: { param: 'vacancy__vacancy_title__icontains' },
      company: { param: 'vacancy__vacancy_company__company_name__icontains', value: allMeansAny },
      vacancy_id: { param: 'vacancy__id' },
      candidate_status: { param: 'candidate_status', value: allMeansAny },
      created_at_gte: date('created_at_gte'),
      created_at_lte: date('created_at_lte'),
    },
    defaults: endsToday,
    detail: (id) => apiPath('candidateDetail', { id }),
    update: {
      path: (id) => apiPath('candidateUpdate', { id }),
      body: payload<typeof builders>('candidateUpdateBody'),
    },
    remove: (id) => apiPath('candidateDelete', { id }),
    bulk: {
      update: apiPath('candidateBulkUpdate'),
      delete: apiPath('candidateBulkDelete'),
      mail: apiPath('candidateBulkMail'),
    },
  },
  // CustomerAdmin: deleting too, which erases the candidate's personal data, and `export`, a copy of it (issue
  // 30); nobody creates candidates here (the application flow does).
  access: {
    CustomerAdmin: ['list', 'show', 'edit', 'delete', 'export'],
    StaffAdmin: ['list', 'show', 'edit'],
  },
  menu: { label: 'app.menu.candidates', to: routes.allActiveCandidates, icon: AssignmentIndIcon, order: 2 },
  screens: pages('candidates', {
    CandidateListPage: [routes.allActiveCandidates, routes.allInactiveCandidates, routes.candidates.pattern],
    CandidateDetailsPage: routes.candidateDetails.pattern,
    CandidateEditPage: routes.candidateEdit.pattern,
  }),
  search: {
    order: 1,
    primary: 'candidate_name',
    secondary: 'candidate_email',
    fields: [
      { source: 'candidate_name', label: 'candidates.fields.name' },
      { source: 'candidate_email', label: 'candidates.fields.email' },
      { source: 'candidate_phone_number', label: 'candidates.fields.phone' },
      { source: 'vacancy.vacancy_title', label: 'candidates.fields.vacancy' },
      { source: 'vacancy.vacancy_company.company_name', label: 'candidates.fields.company' },
    ],
    detail: (record) => routes.candidateDetails('all', String(record.id)),
  },
  recordRepresentation: 'candidate_name',
});
