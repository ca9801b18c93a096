import { CheckboxField } from '../common/CheckboxField';
import { useField } from './Form';
import { useTranslate } from './language';

/** A plain checkbox bound to a public page's form. */
export function CheckboxInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const field = useField(source, false);
  return <CheckboxField field={field} label={translate(label)} />;
}
