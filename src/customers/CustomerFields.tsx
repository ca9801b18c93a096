import { TextInput, useTranslate } from 'react-admin';
import { CheckboxInput } from '../common/CheckboxInput';
import { ImagePicker } from '../common/ImagePicker';
import { REQUIRED_MARK } from '../common/requiredMark';
import { useRetentionTexts } from './retentionTexts';

/**
 * The add and edit form's fields, in the spec's order: name, logo, email, folder name, folder id. Every one is
 * required, but the logo on edit, where the stored one stays unless another is chosen. Then, beyond the spec
 * (issue 30), the customer's own candidate retention in days: empty for the platform default; and whether
 * setting its candidates Rejected needs a reason (issue 34).
 */
export function CustomerFields({ logoRequired = false }: { logoRequired?: boolean }) {
  const texts = useRetentionTexts();
  const translate = useTranslate();
  return (
    <>
      <TextInput
        source="company_name"
        label="customers.fields.company_name"
        autoComplete="organization"
        validate={REQUIRED_MARK}
      />
      <ImagePicker source="company_logo" label="customers.fields.logo" required={logoRequired} />
      <TextInput
        source="company_email"
        type="email"
        label="customers.fields.company_email"
        autoComplete="off"
        validate={REQUIRED_MARK}
      />
      <TextInput
        source="folder_name"
        label="customers.fields.folder_name"
        autoComplete="off"
        validate={REQUIRED_MARK}
      />
      <TextInput
        source="folder_id"
        label="customers.fields.folder_id"
        autoComplete="off"
        validate={REQUIRED_MARK}
      />
      <TextInput
        source="retention_days"
        label={texts.label}
        helperText={texts.help}
        autoComplete="off"
        // Emptied, it stays empty text (react-admin would make it null, which is not sent): the platform default.
        parse={(value: string) => value}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <CheckboxInput
        source="rejection_reason_required"
        label={translate('customers.fields.rejection_reason_required')}
      />
    </>
  );
}
