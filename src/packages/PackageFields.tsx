import { TextInput } from 'react-admin';
import { REQUIRED_MARK } from '../common/requiredMark';

/** The add and edit form's one field: the package's name. */
export function PackageFields() {
  return (
    <TextInput
      source="package_name"
      label="packages.fields.package_name"
      autoComplete="off"
      validate={REQUIRED_MARK}
    />
  );
}
