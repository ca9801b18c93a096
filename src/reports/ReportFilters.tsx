import { Autocomplete, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useGetOne } from 'react-admin';
import { ADMINISTRATION_COMPANY_UID } from '@contract/domain';
import type { Vacancy } from '@contract/vacancies';
import { CustomerSelect } from '../common/CustomerSelect';
import { useCustomerOptions } from '../common/useCustomerOptions';
import { useDebounced } from '../common/useDebounced';
import { useReportTranslate } from './texts';
import type { ReportChoice, ReportParam } from './useReportAddress';

type VacancyRecord = Omit<Vacancy, 'id'> & { id: string };
type OnChange = (values: Partial<Record<ReportParam, string>>) => void;

/** Side by side on a wide screen (the theme makes text fields full-width), one under the other on a phone. */
const FILTER_WIDTH = { width: { xs: '100%', sm: 240 } } as const;
/** Suggestions shown for what is typed: a title narrows them, as the vacancy list's search does. */
const SUGGESTIONS = 25;
const TYPING_PAUSE_MS = 250;

function DayFilter({ name, value, onChange }: { name: 'from' | 'to'; value: string; onChange: OnChange }) {
  const translate = useReportTranslate();
  return (
    <TextField
      type="date"
      size="small"
      label={translate(`reports.filters.${name}`)}
      value={value}
      onChange={(event) => onChange({ [name]: event.target.value })}
      sx={FILTER_WIDTH}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/**
 * One vacancy, or all: suggestions by title from the vacancy list (the API keeps a role to its company), of the
 * chosen company alone when a SubAdmin chose one (`company` its uid, `companyName` what the list filters by).
 */
function VacancyFilter({
  company,
  companyName,
  value,
  onChange,
}: {
  company?: string;
  companyName?: string;
  value?: string;
  onChange: OnChange;
}) {
  const translate = useReportTranslate();
  const [typed, setTyped] = useState('');
  const term = useDebounced(typed.trim(), TYPING_PAUSE_MS);
  const { data = [], isPending } = useGetList<VacancyRecord>('vacancies', {
    filter: { ...(term ? { title: term } : {}), ...(companyName ? { company: companyName } : {}) },
    pagination: { page: 1, perPage: SUGGESTIONS },
    sort: { field: 'vacancy_title', order: 'ASC' },
  });
  // The list filters by a part of the company's name: another company's name may contain it.
  const options = company ? data.filter((vacancy) => vacancy.vacancy_company.company_uid === company) : data;
  const { data: chosen } = useGetOne<VacancyRecord>(
    'vacancies',
    { id: value ?? '' },
    { enabled: Boolean(value) },
  );
  return (
    <Autocomplete
      options={options}
      value={value ? (chosen ?? null) : null}
      getOptionLabel={(vacancy) => vacancy.vacancy_title}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      filterOptions={(found) => found}
      onChange={(_event, vacancy) => onChange({ vacancy: vacancy?.id ?? '' })}
      onInputChange={(_event, text, reason) => reason === 'input' && setTyped(text)}
      loading={isPending}
      noOptionsText={translate('reports.filters.no_vacancies')}
      size="small"
      sx={FILTER_WIDTH}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('reports.filters.vacancy')}
          placeholder={translate('reports.filters.all_vacancies')}
          slotProps={{ inputLabel: { ...params.InputLabelProps, shrink: true } }}
        />
      )}
    />
  );
}

/** A SubAdmin's choice of customer (all, or one), and the vacancies of the one chosen. */
function CompanyFilters({ choice, onChange }: { choice: ReportChoice; onChange: OnChange }) {
  const translate = useReportTranslate();
  const { customers } = useCustomerOptions();
  // The administration company has no vacancies and no candidates of its own.
  const choices = customers.filter((customer) => customer.id !== ADMINISTRATION_COMPANY_UID);
  const chosen = choices.find((customer) => customer.id === choice.company);
  return (
    <>
      <CustomerSelect
        label={translate('reports.filters.company')}
        allLabel={translate('reports.filters.all_companies')}
        customers={choices}
        value={chosen ? chosen.id : ''}
        // A vacancy belongs to one company: another company's report starts with all of its vacancies.
        onChange={(company) => onChange({ company, vacancy: '' })}
        sx={FILTER_WIDTH}
      />
      <VacancyFilter
        company={choice.company}
        companyName={chosen?.company_name}
        value={choice.vacancy}
        onChange={onChange}
      />
    </>
  );
}

/**
 * The report's filters: the days of the applications (both included), a SubAdmin's customer (the others see
 * their own company), and a vacancy. Each goes into the address at once.
 */
export function ReportFilters({
  choice,
  subAdmin,
  onChange,
}: {
  choice: ReportChoice;
  subAdmin: boolean;
  onChange: OnChange;
}) {
  const translate = useReportTranslate();
  return (
    <Stack
      direction="row"
      flexWrap="wrap"
      alignItems="center"
      gap={2}
      role="group"
      aria-label={translate('reports.filters.label')}
      sx={{ mb: 2 }}
    >
      <DayFilter name="from" value={choice.from} onChange={onChange} />
      <DayFilter name="to" value={choice.to} onChange={onChange} />
      {subAdmin ? (
        <CompanyFilters choice={choice} onChange={onChange} />
      ) : (
        <VacancyFilter value={choice.vacancy} onChange={onChange} />
      )}
    </Stack>
  );
}
