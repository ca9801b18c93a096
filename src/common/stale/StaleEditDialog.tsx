import { Dialog } from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useSaveContext, type RaRecord } from 'react-admin';
import type { Row } from '../../providers/listing';
import { useStaleEdit } from './StaleEditContext';

/**
 * Its code loads on the first refused save only: no edit screen needs it to show. The dialog's frame stays here,
 * so that the loaded part shares no Material UI module with the lists (a new user of one splits its chunk).
 */
const StaleConflict = lazy(() =>
  import('./StaleConflict').then((module) => ({ default: module.StaleConflict })),
);

/**
 * The fields a stale save is settled on: those the record's history records (src/<resource>/history.ts), named
 * and shown as the history names and shows them, in its order.
 */
export interface ConflictFields {
  /** The record's kind in the history. */
  kind: string;
  /** Recorded fields the form cannot compare (a picked file, a password): an untouched one takes theirs quietly. */
  unlisted?: readonly string[];
  /** Form fields the history records under another name, by their recorded name. */
  formNames?: Readonly<Record<string, string>>;
}

export interface StaleEditDialogProps {
  conflict: ConflictFields;
  /** The form's values of a record, as the form was started from the record read. */
  values?: (record: RaRecord) => Row;
}

const asRow = (record: RaRecord) => record as Row;

/**
 * Inside an edit form: when its save was refused because a colleague saved the record meanwhile, lists field by
 * field the user's value and the colleague's, and saves the chosen ones against the record's new version. The
 * form keeps what was typed throughout; "Back to the form" leaves it as it is (its next save asks again).
 */
export function StaleEditDialog({ conflict, values = asRow }: StaleEditDialogProps) {
  const { stale, clear } = useStaleEdit();
  const form = useFormContext();
  const { save } = useSaveContext();
  const titleId = useId();
  // What the form started from: the record first read, then the version each resolved conflict saved against.
  const [base, setBase] = useState<Row>(() => ({ ...(form.formState.defaultValues as Row) }));
  if (!stale) return null;
  return (
    <Dialog open onClose={clear} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <Suspense fallback={null}>
        <StaleConflict
          key={stale.version}
          titleId={titleId}
          stale={stale}
          conflict={conflict}
          values={values}
          base={base}
          form={form}
          save={save}
          onSaved={setBase}
        />
      </Suspense>
    </Dialog>
  );
}
