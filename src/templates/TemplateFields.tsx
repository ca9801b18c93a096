import { Stack, Typography } from '@mui/material';
import { SelectInput, TextInput, usePermissions, useTranslate } from 'react-admin';
import { PLACEHOLDER_LIST } from '@contract/templates';
import { REQUIRED_MARK } from '../common/requiredMark';
import { useCustomerOptions } from '../common/useCustomerOptions';

/** A SubAdmin files a template under a customer, or leaves it the platform's (the API decides for others). */
function OwnerInput() {
  const { customers } = useCustomerOptions();
  return (
    <SelectInput
      source="company_uid"
      label="templates.fields.company"
      helperText="templates.form.company_hint"
      emptyText="templates.platform"
      choices={customers.map((customer) => ({ id: customer.id, name: customer.company_name }))}
    />
  );
}

/** One language's subject and text. */
function LanguageTexts({ language }: { language: 'en' | 'de' }) {
  return (
    <>
      <TextInput
        source={`subject_${language}`}
        label={`templates.fields.subject_${language}`}
        validate={REQUIRED_MARK}
      />
      <TextInput
        source={`body_${language}`}
        label={`templates.fields.body_${language}`}
        validate={REQUIRED_MARK}
        multiline
        minRows={6}
      />
    </>
  );
}

/** The add and edit form's fields: the name, whose (a SubAdmin's choice), and both languages' texts. */
export function TemplateFields() {
  const translate = useTranslate();
  const { permissions } = usePermissions<string>();
  return (
    <Stack sx={{ width: '100%' }}>
      <TextInput
        source="template_name"
        label="templates.fields.template_name"
        autoComplete="off"
        validate={REQUIRED_MARK}
      />
      {permissions === 'SubAdmin' && <OwnerInput />}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('templates.form.placeholders', { list: PLACEHOLDER_LIST })}
      </Typography>
      <LanguageTexts language="en" />
      <LanguageTexts language="de" />
    </Stack>
  );
}
