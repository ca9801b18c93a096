import WorkIcon from '@mui/icons-material/Work';
import type { RaRecord } from 'react-admin';
import { apiPath } from '@contract/paths';
import { declareResource, text } from '../common/resource/declaration';
import { allMeansAny } from '../providers/listing';
import { vacancyCreateBody, vacancyUpdateBody } from '../providers/payloads';
import { byType, date, endsToday, q } from '../providers/resources';
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
    create: { path: () => apiPath('vacancyCreate'), body: vacancyCreateBody },
    update: { path: (id) => apiPath('vacancyUpdate', { id }), body: vacancyUpdateBody },
    remove: (id) => apiPath('vacancyDelete', { id }),
    bulk: { update: apiPath('vacancyBulkUpdate'), delete: apiPath('vacancyBulkDelete') },
  },
  access: { CustomerAdmin: '*', StaffAdmin: ['list', 'show'] },
  menu: { label: 'app.menu.vacancies', to: routes.allVacancies, icon: WorkIcon, order: 1 },
  screens: [
    { paths: Object.values(listRoutes.vacancies), page: 'vacancies/VacancyListPage' },
    { paths: routes.addVacancy.pattern, page: 'vacancies/AddVacancyPage' },
    { paths: routes.vacancyEdit.pattern, page: 'vacancies/EditVacancyPage' },
    { paths: routes.vacancyDelete.pattern, page: 'vacancies/DeleteVacancyPage' },
    { paths: routes.vacancyDetails.pattern, page: 'vacancies/VacancyDetailsPage' },
  ],
  search: {
    order: 2,
    primary: (record) => text(record.vacancy_title),
    secondary: (record) => text((record.vacancy_company as RaRecord | null)?.company_name),
    detail: (record) => routes.vacancyDetails('all', String(record.id), String(record.pk)),
  },
  recordRepresentation: (record) => text(record.vacancy_title),
});
