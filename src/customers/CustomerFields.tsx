import { TextInput } from 'react-admin';
import { ImagePicker } from '../common/ImagePicker';

/** The add and edit form's fields, in the spec's order: name, logo, email, folder name, folder id. */
export function CustomerFields() {
  return (
    <>
      <TextInput source="company_name" label="customers.fields.company_name" autoComplete="organization" />
      <ImagePicker source="company_logo" label="customers.fields.logo" />
      <TextInput
        source="company_email"
        type="email"
        label="customers.fields.company_email"
        autoComplete="off"
      />
      <TextInput source="folder_name" label="customers.fields.folder_name" autoComplete="off" />
      <TextInput source="folder_id" label="customers.fields.folder_id" autoComplete="off" />
    </>
  );
}
