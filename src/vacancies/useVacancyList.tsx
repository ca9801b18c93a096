import { Stack } from '@mui/material';
import { lazy } from 'react';
import { TextInput, useCanAccess, useTranslate, type Validator } from 'react-admin';
import { DayInput, wholeDay } from '../common/DayInput';
import { formatDate, today } from '../common/dates';
import { listBasics, type ListDeclaration } from '../common/list-kit';
import { StateChip } from '../common/StateChip';
import { routes } from '../routes';
import { CompanyFilterInput } from '../common/CompanyFilterInput';
import { isActiveVacancy, type VacancyRecord } from './types';

/** The id filter takes digits only, as the API does: anything else waits instead of failing the list. */
const digits: Validator = (value: unknown) =>
  typeof value === 'string' && !/^\d*$/.test(value.trim())
    ? { message: 'validation.number_invalid', args: {} }
    : undefined;

const detailRoute = (record: VacancyRecord, pageType: string) =>
  routes.vacancyDetails(pageType, record.id, String(record.pk));

function CardBody({ record }: { record: VacancyRecord }) {
  const translate = useTranslate();
  return (
    <Stack gap={0.5}>
      <span>
        {translate('vacancies.card.dates', {
          start: formatDate(record.vacancy_start_date),
          due: formatDate(record.vacancy_due_date),
        })}
      </span>
      <span>
        {translate('vacancies.card.quota', { quota: record.vacancy_quota })} ·{' '}
        {translate('vacancies.card.respondents', { smart_count: record.vacancy_respondents_count })}
      </span>
      <span>
        <StateChip active={isActiveVacancy(record)} label={`vacancies.status.${record.vacancy_status}`} />
      </span>
    </Stack>
  );
}

const advancedFilters = [
  <TextInput key="title" source="title" label="vacancies.fields.title" />,
  <DayInput key="from" source="created_at_gte" label="vacancies.filters.created_from" validate={wholeDay} />,
  <DayInput
    key="until"
    source="created_at_lte"
    label="vacancies.filters.created_until"
    validate={wholeDay}
  />,
  <CompanyFilterInput key="company" label="vacancies.fields.company" />,
  <TextInput key="id" source="id" label="vacancies.fields.id" validate={digits} />,
];

/** Loaded once a row is selected: the list screen stays within its budget. */
const VacancyBulkActions = lazy(() => import('./VacancyBulkActions'));

/**
 * The vacancy lists (spec section 2). Edit and delete are offered only to the roles that may use them
 * (a StaffAdmin lists and views). Sorting by company uses the API's ordering name for it.
 */
export function useVacancyList(): ListDeclaration<VacancyRecord> {
  const { canAccess: mayEdit } = useCanAccess({ resource: 'vacancies', action: 'edit' });
  const { canAccess: mayDelete } = useCanAccess({ resource: 'vacancies', action: 'delete' });
  return {
    ...listBasics('vacancies'),
    dense: true,
    columns: [
      { source: 'pk', label: 'vacancies.fields.id' },
      { source: 'vacancy_title', label: 'vacancies.fields.title' },
      {
        source: 'company_name',
        label: 'vacancies.fields.company',
        render: (record) => record.vacancy_company.company_name,
      },
      { source: 'vacancy_start_date', label: 'vacancies.fields.start_date', date: true },
      { source: 'vacancy_due_date', label: 'vacancies.fields.due_date', date: true },
      { source: 'vacancy_quota', label: 'vacancies.fields.quota' },
      { source: 'vacancy_respondents_count', label: 'vacancies.fields.respondents', sortable: false },
      {
        source: 'vacancy_status',
        label: 'vacancies.fields.status',
        render: (record) => (
          <StateChip active={isActiveVacancy(record)} label={`vacancies.status.${record.vacancy_status}`} />
        ),
      },
    ],
    phone: {
      title: (record) => record.vacancy_title,
      subtitle: (record) => record.vacancy_company.company_name,
      status: (record) => (
        <StateChip active={isActiveVacancy(record)} label={`vacancies.status.${record.vacancy_status}`} />
      ),
    },
    card: {
      title: (record) => record.vacancy_title,
      subtitle: (record) => record.vacancy_company.company_name,
      thumbnail: (record) => record.vacancy_thumbnail,
      body: (record) => <CardBody record={record} />,
    },
    advancedFilters,
    advancedDefaults: () => ({ created_at_lte: today() }),
    detailRoute,
    editRoute: mayEdit ? (record, pageType) => routes.vacancyEdit(pageType, record.id) : undefined,
    deleteRoute: mayDelete ? (record, pageType) => routes.vacancyDelete(pageType, record.id) : undefined,
    bulkActions: mayEdit ? VacancyBulkActions : undefined,
    addRoute: (pageType) => routes.addVacancy(pageType),
  };
}
