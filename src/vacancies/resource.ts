import WorkIcon from '@mui/icons-material/Work';
import { apiPath } from '@contract/paths';
import { declareResource, pages } from '../common/resource/declaration';
import { allMeansAny } from '../providers/listing';
import { byType, date, endsToday, payload, q } from '../providers/resources';
import type * as builders from './payload';
import { listRoutes, routes } from '../routes';

/** The vacancies (spec section 5): a StaffAdmin reads them only. */
export const vacancies = declareResource({
  name: 'vacancies',
  api: {
    uidField: 'uid',
    list: (pageType) => apiPath('vacancyList', { type: byType(pageType) }),
    filters: {
      ...q,
      title: { param: 'vacancy_title__icontains' },
      company: { param: 'vacancy_company__company_name__icontains', value: allMeansAny },
      id: { param: 'id' },
      created_at_gte: date('created_at_gte'),
      created_at_lte: date('created_at_lte'),
    },
    defaults: endsToday,
    detail: (id) => apiPath('vacancyDetail', { id }),
    create: { path: () => apiPath('vacancyCreate'), body: payload<typeof builders>('vacancyCreateBody') },
    update: {
      path: (id) => apiPath('vacancyUpdate', { id }),
      body: payload<typeof builders>('vacancyUpdateBody'),
    },
    remove: (id) => apiPath('vacancyDelete', { id }),
    bulk: { update: apiPath('vacancyBulkUpdate'), delete: apiPath('vacancyBulkDelete') },
  },
  access: { CustomerAdmin: '*', StaffAdmin: ['list', 'show'] },
  menu: { label: 'app.menu.vacancies', to: routes.allVacancies, icon: WorkIcon, order: 1 },
  screens: pages('vacancies', {
    VacancyListPage: Object.values(listRoutes.vacancies),
    AddVacancyPage: routes.addVacancy.pattern,
    EditVacancyPage: routes.vacancyEdit.pattern,
    DeleteVacancyPage: routes.vacancyDelete.pattern,
    VacancyDetailsPage: routes.vacancyDetails.pattern,
  }),
  search: {
    order: 2,
    primary: 'vacancy_title',
    secondary: 'vacancy_company.company_name',
    fields: [
      { source: 'vacancy_title', label: 'vacancies.fields.title' },
      { source: 'vacancy_tag', label: 'vacancies.fields.tags' },
      { source: 'vacancy_company.company_name', label: 'vacancies.fields.company' },
      { source: 'pk', label: 'vacancies.fields.id' },
    ],
    detail: (record) => routes.vacancyDetails('all', String(record.id), String(record.pk)),
  },
  recordRepresentation: 'vacancy_title',
});
