import { Stack } from '@mui/material';
import { lazy } from 'react';
import { SelectInput, TextInput, useCanAccess } from 'react-admin';
import { CANDIDATE_STATUSES } from '@contract/domain';
import { domainChoices } from '../common/choices';
import { EmailText } from '../common/EmailText';
import { listBasics } from '../common/list-kit/listBasics';
import type { ListDeclaration } from '../common/list-kit/types';
import { StateChip } from '../common/StateChip';
import { routes } from '../routes';
import { CompanyFilterInput } from '../common/CompanyFilterInput';
import { StatusLabel } from './StatusLabel';
import { isActiveCandidate, type CandidateRecord } from './types';

const ActiveChip = ({ record }: { record: CandidateRecord }) => (
  <StateChip active={isActiveCandidate(record)} label={`candidates.active.${record.is_candidate_active}`} />
);

/** Loaded once a row is selected: the list screen stays within its budget. */
const CandidateBulkActions = lazy(() => import('./CandidateBulkActions'));

const advancedFilters = [
  <TextInput key="name" source="candidate_name" label="candidates.fields.name" />,
  <TextInput key="email" source="candidate_email" label="candidates.fields.email" />,
  <TextInput key="title" source="title" label="candidates.fields.vacancy" />,
  <CompanyFilterInput key="company" label="candidates.fields.company" />,
  <SelectInput
    key="status"
    source="candidate_status"
    label="candidates.fields.status"
    choices={domainChoices('candidates.status', CANDIDATE_STATUSES)}
    emptyText="app.list.all"
    slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
  />,
];

/**
 * The candidate lists (spec section 2), also shown under a vacancy's detail. Every role may edit them; their
 * bulk toolbar also erases them for the roles that may delete (issue 30). Vacancy and company sort by the API's ordering names for them.
 */
export function useCandidateList(): ListDeclaration<CandidateRecord> {
  const { canAccess: mayEdit } = useCanAccess({ resource: 'candidates', action: 'edit' });
  return {
    ...listBasics('candidates'),
    dense: true,
    columns: [
      { source: 'candidate_name', label: 'candidates.fields.name' },
      {
        source: 'candidate_email',
        label: 'candidates.fields.email',
        render: (record) => <EmailText email={record.candidate_email} />,
      },
      {
        source: 'candidate_phone_number',
        label: 'candidates.fields.phone',
        render: (record) => <span style={{ whiteSpace: 'nowrap' }}>{record.candidate_phone_number}</span>,
      },
      {
        source: 'vacancy_title',
        label: 'candidates.fields.vacancy',
        render: (record) => record.vacancy.vacancy_title,
      },
      {
        source: 'company_name',
        label: 'candidates.fields.company',
        render: (record) => record.vacancy.vacancy_company.company_name,
      },
      {
        source: 'candidate_status',
        label: 'candidates.fields.status',
        render: (record) => <StatusLabel status={record.candidate_status} />,
      },
      {
        source: 'is_candidate_active',
        label: 'candidates.fields.active',
        render: (record) => <ActiveChip record={record} />,
      },
    ],
    phone: {
      title: (record) => record.candidate_name,
      subtitle: (record) => record.vacancy.vacancy_title,
      status: (record) => (
        <Stack direction="row" alignItems="center" flexWrap="wrap" gap={1} component="span">
          <StatusLabel status={record.candidate_status} />
          <ActiveChip record={record} />
        </Stack>
      ),
    },
    card: {
      title: (record) => record.candidate_name,
      subtitle: (record) => record.vacancy.vacancy_title,
      thumbnail: (record) => record.candidate_thumbnail,
      body: (record) => (
        <Stack gap={0.5}>
          <span>
            <EmailText email={record.candidate_email} />
          </span>
          <span>{record.candidate_phone_number}</span>
          <span>
            <StatusLabel status={record.candidate_status} />
          </span>
          <span>
            <ActiveChip record={record} />
          </span>
        </Stack>
      ),
    },
    advancedFilters,
    detailRoute: (record, pageType) => routes.candidateDetails(pageType, record.id),
    editRoute: mayEdit ? (record, pageType) => routes.candidateEdit(pageType, record.id) : undefined,
    bulkActions: mayEdit ? CandidateBulkActions : undefined,
  };
}
