import { Checkbox, FormControlLabel, Stack } from '@mui/material';
import { useCanAccess, useGetIdentity, usePermissions } from 'react-admin';
import { CustomerSelect } from '../../common/CustomerSelect';
import { useCustomerOptions } from '../../common/useCustomerOptions';
import { RecordFilter } from './RecordFilter';
import type { FilterParam } from './useCalendarAddress';
import type { InterviewFilters } from './useInterviews';
import { FILTER_WIDTH } from './calendarStyles';
import { useCalendarTranslate } from './texts';

interface CalendarFiltersProps {
  filters: InterviewFilters;
  onFilter: (name: FilterParam, uid: string | null) => void;
}

/** A SubAdmin's filter by company (the others see their own company's interviews only). */
function CompanyFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (uid: string | null) => void;
}) {
  const translate = useCalendarTranslate();
  const { customers } = useCustomerOptions();
  return (
    <CustomerSelect
      label={translate('calendar.filters.company')}
      allLabel={translate('app.list.all')}
      customers={customers}
      value={value ?? ''}
      onChange={(uid) => onChange(uid || null)}
      sx={FILTER_WIDTH}
    />
  );
}

/**
 * A role that may not list users (a StaffAdmin) filters by itself: its own interviews, or everyone's. A
 * checkbox, whose chunk the list screens load already (a Switch would split one off theirs).
 */
function OnlyMine({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (uid: string | null) => void;
}) {
  const translate = useCalendarTranslate();
  const { identity } = useGetIdentity();
  const me = identity ? String(identity.id) : undefined;
  return (
    <FormControlLabel
      label={translate('calendar.filters.only_mine')}
      control={
        <Checkbox
          checked={Boolean(value) && value === me}
          disabled={!me}
          onChange={(event) => onChange(event.target.checked && me ? me : null)}
        />
      }
    />
  );
}

/** The calendar's filters: interviewer, company (a SubAdmin's) and vacancy, each by uid into the address. */
export function CalendarFilters({ filters, onFilter }: CalendarFiltersProps) {
  const translate = useCalendarTranslate();
  const { permissions } = usePermissions<string>();
  const { canAccess: mayListUsers } = useCanAccess({ resource: 'users', action: 'list' });
  return (
    <Stack
      direction="row"
      flexWrap="wrap"
      alignItems="center"
      gap={2}
      role="group"
      aria-label={translate('calendar.filters.label')}
      sx={{ mb: 2 }}
    >
      {mayListUsers ? (
        <RecordFilter
          resource="users"
          label="calendar.filters.interviewer"
          nameField="full_name"
          nameFilter="full_name"
          value={filters.interviewer}
          onChange={(uid) => onFilter('interviewer', uid)}
        />
      ) : (
        <OnlyMine value={filters.interviewer} onChange={(uid) => onFilter('interviewer', uid)} />
      )}
      {permissions === 'SubAdmin' && (
        <CompanyFilter value={filters.company} onChange={(uid) => onFilter('company', uid)} />
      )}
      <RecordFilter
        resource="vacancies"
        label="calendar.filters.vacancy"
        nameField="vacancy_title"
        nameFilter="title"
        value={filters.vacancy}
        onChange={(uid) => onFilter('vacancy', uid)}
      />
    </Stack>
  );
}
