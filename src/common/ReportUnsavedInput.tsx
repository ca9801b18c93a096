import { useFormState } from 'react-hook-form';
import { useUnsavedInput } from './unsavedInput';

/** Inside a react-admin form: counts it among those with unsaved input while it has some. */
export function ReportUnsavedInput() {
  useUnsavedInput(useFormState().isDirty);
  return null;
}
