import { EditScreen } from '../common/EditScreen';
import { EditFormCard } from '../common/resource/EditFormCard';
import { usePlatformOnly } from '../common/resource/usePlatformOnly';
import { lazySchemaValidator } from '../common/validation';
import { RejectionReasonFields } from './RejectionReasonFields';
import { useRejectionReasonParams, type RejectionReasonRecord } from './types';

/** A colleague's save meanwhile is settled on the fields the reason's history records. */
const CONFLICT = { kind: 'rejection_reason' };

const validator = lazySchemaValidator(
  async () => (await import('@contract/rejection-reasons')).rejectionReasonWrite,
);

const formValues = (record: RejectionReasonRecord) => ({
  id: record.id,
  reason_name: record.reason_name,
  reason_name_de: record.reason_name_de,
});

/**
 * /rejection-reason/all/edit/{uid}: both names, then 'Rejection reason edited successfully' and the list. A
 * platform-wide reason is a SubAdmin's to change: anyone else reads it, and is told why they cannot change it.
 */
export default function RejectionReasonEditPage() {
  const { uid, listRoute } = useRejectionReasonParams();
  const readOnlyBecause = usePlatformOnly('rejectionReasons.platform_only');
  return (
    <EditScreen
      resource="rejectionReasons"
      id={uid}
      success="rejectionReasons.edit.edited"
      listRoute={listRoute}
    >
      <EditFormCard
        validator={validator}
        values={formValues}
        conflict={CONFLICT}
        backTo={listRoute}
        readOnlyBecause={readOnlyBecause}
      >
        <RejectionReasonFields />
      </EditFormCard>
    </EditScreen>
  );
}
