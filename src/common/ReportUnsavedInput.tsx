import { useFormState, useWatch } from 'react-hook-form';
import { useUnsavedInput } from './unsavedInput';

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * Whether the surrounding form holds input the user typed or chose. Not RHF's isDirty: an input's own default
 * (the only customer a CustomerAdmin has, preset) makes the values differ from the form's without any input,
 * and a field typed into and emptied again stays dirty though it holds nothing.
 */
export function useFormHoldsInput(): boolean {
  const { dirtyFields, defaultValues } = useFormState();
  const values: Record<string, unknown> = useWatch();
  return Object.keys(dirtyFields).some((key) => !(isBlank(values[key]) && isBlank(defaultValues?.[key])));
}

/** Inside a react-admin form: counts it among those with unsaved input while it has some. */
export function ReportUnsavedInput() {
  useUnsavedInput(useFormHoldsInput());
  return null;
}
