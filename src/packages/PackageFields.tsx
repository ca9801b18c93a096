import { TextInput } from 'react-admin';
import { REQUIRED_MARK } from '../common/requiredMark';

/** The add and edit form's fields: the package's name in English (required) and in German. */
export function PackageFields() {
  return (
    <>
      <TextInput
        source="package_name"
        label="packages.fields.package_name"
        autoComplete="off"
        validate={REQUIRED_MARK}
      />
      <TextInput
        source="package_name_de"
        label="packages.fields.package_name_de"
        helperText="packages.form.german_hint"
        autoComplete="off"
      />
    </>
  );
}
