import { TextInput } from 'react-admin';
import { REQUIRED_MARK } from '../common/requiredMark';

/** The add and edit form's fields: the reason's name in English and in German, both required. */
export function RejectionReasonFields() {
  return (
    <>
      <TextInput
        source="reason_name"
        label="rejectionReasons.fields.reason_name"
        autoComplete="off"
        validate={REQUIRED_MARK}
      />
      <TextInput
        source="reason_name_de"
        label="rejectionReasons.fields.reason_name_de"
        autoComplete="off"
        validate={REQUIRED_MARK}
      />
    </>
  );
}
