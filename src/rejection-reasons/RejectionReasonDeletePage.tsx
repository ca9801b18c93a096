import { useTranslate } from 'react-admin';
import { DeletePage } from '../common/DeletePage';
import { DetailCard } from '../common/DetailCard';
import { useRejectionReasonParams, type RejectionReasonRecord } from './types';

/**
 * /rejection-reason/all/delete/{uid}: the reason under the confirmation; then the server's message and the
 * list. A reason candidates were rejected for is refused with the server's hint (its 409), as the error toast.
 */
export default function RejectionReasonDeletePage() {
  const { uid, listRoute } = useRejectionReasonParams();
  const translate = useTranslate();
  return (
    <DeletePage<RejectionReasonRecord>
      resource="rejectionReasons"
      id={uid}
      listRoute={listRoute}
      details={(record) => (
        <DetailCard
          title={record.reason_name}
          picture={false}
          items={[
            { label: 'rejectionReasons.fields.reason_name', value: record.reason_name },
            { label: 'rejectionReasons.fields.reason_name_de', value: record.reason_name_de },
            {
              label: 'rejectionReasons.fields.company',
              value: record.company?.company_name ?? translate('rejectionReasons.platform_wide'),
            },
          ]}
        />
      )}
    />
  );
}
