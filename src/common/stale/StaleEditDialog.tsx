import { lazy, Suspense, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { RaRecord } from 'react-admin';
import type { Row } from '../../providers/listing';
import type { HistoryField } from '../history/labels';
import { useStaleEdit } from './StaleEditContext';

/** The dialog's code and texts load on the first refused save only. */
const StaleConflict = lazy(() => import('./StaleConflict'));

export interface StaleEditDialogProps {
  /** The fields the dialog may list, each with the label and shown value the detail screens give it. */
  fields: Readonly<Record<string, HistoryField>>;
  /** The form's values of a record, as the form was started from the record read. */
  values?: (record: RaRecord) => Row;
}

const asRow = (record: RaRecord) => record as Row;

/**
 * Inside an edit form: when its save was refused because a colleague saved the record meanwhile, lists field by
 * field the user's value and the colleague's, and saves the chosen ones against the record's new version. The
 * form keeps what was typed throughout; "Back to the form" leaves it as it is (its next save asks again).
 */
export function StaleEditDialog({ fields, values = asRow }: StaleEditDialogProps) {
  const { stale } = useStaleEdit();
  const form = useFormContext();
  // What the form started from: the record first read, then the version each resolved conflict saved against.
  const [base, setBase] = useState<Row>(() => ({ ...(form.formState.defaultValues as Row) }));
  if (!stale) return null;
  return (
    <Suspense fallback={null}>
      <StaleConflict
        key={stale.version}
        stale={stale}
        fields={fields}
        values={values}
        base={base}
        onSaved={setBase}
      />
    </Suspense>
  );
}
