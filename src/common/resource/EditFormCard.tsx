import type { ReactNode } from 'react';
import { useEditContext, useTranslate, type RaRecord } from 'react-admin';
import { FormCard } from '../FormCard';
import { PageLoading } from '../PageLoading';
import { StaleEditDialog, type ConflictFields } from '../stale/StaleEditDialog';
import type { LazyValidator } from '../validation';

interface EditFormCardProps<R extends RaRecord> {
  validator: LazyValidator;
  /**
   * The form's values from the loaded record: the editable fields only, so that a list's copy of the record
   * (shown at once) and the detail call's start the same form, and the detail's arrival keeps what was typed.
   */
  values: (record: R) => Partial<RaRecord>;
  /** The fields a colleague's save meanwhile is settled on, labelled as the record's history labels them. */
  conflict: ConflictFields;
  backTo: string;
  /** The i18n key of why this user may not change this record (a CustomerAdmin and the platform's), if so. */
  readOnlyBecause?: (record: R) => string | undefined;
  children: ReactNode;
}

/** An edit page's form (inside EditScreen): the loaded record's values, or the loading state until then. */
export function EditFormCard<R extends RaRecord>({
  validator,
  values,
  conflict,
  backTo,
  readOnlyBecause,
  children,
}: EditFormCardProps<R>) {
  const translate = useTranslate();
  const { record } = useEditContext<R>();
  if (!record) return <PageLoading />;
  const because = readOnlyBecause?.(record);
  return (
    <FormCard
      validator={validator}
      record={values(record)}
      backTo={backTo}
      readOnly={because && translate(because)}
    >
      {children}
      <StaleEditDialog conflict={conflict} values={values as (record: RaRecord) => Partial<RaRecord>} />
    </FormCard>
  );
}
