import { Box, Grid, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  CheckboxGroupInput,
  RadioButtonGroupInput,
  SelectInput,
  TextInput,
  useGetList,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { PackageRef } from '@contract/vacancies';
import { VACANCY_STATUSES } from '@contract/domain';
import { domainChoices } from '../common/choices';
import { DayInput } from '../common/DayInput';
import { ImagePicker } from '../common/ImagePicker';
import { REQUIRED_MARK } from '../common/requiredMark';
import { TagsInput } from '../common/TagsInput';
import { useCustomerOptions } from '../common/useCustomerOptions';
import { packageName, packageNameField } from '../packages/packageName';
import type { VacancyRecord } from './types';

const ALL = { page: 1, perPage: 10_000 };

/** Add: any customer the user may choose (a CustomerAdmin's own company is the only one, so it is preset). */
function CustomerChoice() {
  const { customers, isPending } = useCustomerOptions();
  return (
    <SelectInput
      source="company_uuid"
      label="vacancies.fields.customer"
      choices={customers.map((customer) => ({ id: customer.id, name: customer.company_name }))}
      translateChoice={false}
      isPending={isPending}
      validate={REQUIRED_MARK}
      defaultValue={customers.length === 1 ? customers[0]?.id : undefined}
    />
  );
}

/**
 * Edit: the customer is shown, not changeable (spec section 5). A read-only field outside the form's values,
 * at full contrast (react-admin draws read-only inputs as disabled).
 */
function CustomerShown() {
  const translate = useTranslate();
  const record = useRecordContext<VacancyRecord>();
  return (
    <TextField
      label={translate('vacancies.fields.customer')}
      value={record?.vacancy_company.company_name ?? ''}
      helperText={translate('vacancies.form.customer_fixed')}
      slotProps={{ input: { readOnly: true } }}
      size="small"
      margin="dense"
    />
  );
}

/** Every package of the catalogue as a checkbox, named and ordered in the UI's language; none is required. */
function PackageChoices() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, isPending } = useGetList<PackageRef & { id: string }>('packages', {
    pagination: ALL,
    sort: { field: packageNameField(locale), order: 'ASC' },
  });
  if (!isPending && data?.length === 0) {
    return <Typography color="text.secondary">{translate('vacancies.form.packages_none')}</Typography>;
  }
  return (
    <CheckboxGroupInput
      source="vacancy_package"
      label="vacancies.fields.packages"
      choices={data ?? []}
      optionText={(choice: PackageRef) => packageName(choice, locale)}
      translateChoice={false}
      isPending={isPending}
      defaultValue={[]}
    />
  );
}

const Half = ({ children }: { children: ReactNode }) => <Grid size={{ xs: 12, md: 6 }}>{children}</Grid>;

/** The fields of the add and edit forms, in the order of spec section 5. */
export function VacancyFields({ mode }: { mode: 'add' | 'edit' }) {
  return (
    <Box sx={{ width: '100%' }}>
      <Grid container columnSpacing={2}>
        <Grid size={12}>
          <TextInput source="vacancy_title" label="vacancies.fields.title" validate={REQUIRED_MARK} />
        </Grid>
        <Grid size={12}>
          <TextInput
            source="vacancy_description"
            label="vacancies.fields.description"
            validate={REQUIRED_MARK}
            multiline
            minRows={4}
          />
        </Grid>
        <Grid size={12}>
          <TagsInput source="vacancy_tag" label="vacancies.fields.tags" hint="vacancies.form.tags_hint" />
        </Grid>
        <Grid size={12}>
          <TagsInput
            source="scorecard_criteria"
            label="vacancies.fields.scorecard_criteria"
            hint="vacancies.form.criteria_hint"
            list
          />
        </Grid>
        <Half>{mode === 'add' ? <CustomerChoice /> : <CustomerShown />}</Half>
        <Half>
          <TextInput
            source="vacancy_quota"
            label="vacancies.fields.quota"
            validate={REQUIRED_MARK}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Half>
        <Half>
          <DayInput
            source="vacancy_start_date"
            label="vacancies.fields.start_date"
            validate={REQUIRED_MARK}
          />
        </Half>
        <Half>
          {/* Required on add only (spec section 5). */}
          <DayInput
            source="vacancy_due_date"
            label="vacancies.fields.due_date"
            validate={mode === 'add' ? REQUIRED_MARK : undefined}
          />
        </Half>
        <Half>
          <TextInput source="vacancy_form_id" label="vacancies.fields.form_id" />
        </Half>
        {mode === 'edit' && (
          <Half>
            <RadioButtonGroupInput
              source="vacancy_status"
              label="vacancies.fields.status"
              choices={domainChoices('vacancies.status', VACANCY_STATUSES)}
              validate={REQUIRED_MARK}
            />
          </Half>
        )}
        <Grid size={12}>
          <PackageChoices />
        </Grid>
        <Grid size={12}>
          <ImagePicker source="vacancy_thumbnail" label="vacancies.fields.thumbnail" />
        </Grid>
      </Grid>
    </Box>
  );
}
