import { useInput } from 'react-admin';
import { CheckboxField } from './CheckboxField';

/** A plain checkbox bound to a react-admin form; the label comes translated. */
export function CheckboxInput({ source, label }: { source: string; label: string }) {
  const { field } = useInput({ source, type: 'checkbox' });
  return <CheckboxField field={field} label={label} />;
}
