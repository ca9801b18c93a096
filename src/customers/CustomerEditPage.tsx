import { EditScreen } from '../common/EditScreen';
import { storedImage } from '../common/ImagePicker';
import { EditFormCard } from '../common/resource/EditFormCard';
import { useGoBack } from '../common/useGoBack';
import { lazySchemaValidator } from '../common/validation';
import { CustomerFields } from './CustomerFields';
import { useCustomerParams, type CustomerRecord } from './types';

/** A colleague's save meanwhile is settled on the customer's recorded fields; the logo, a picked file, is not listed. */
const CONFLICT = { kind: 'customer', unlisted: ['company_logo'] };

const validator = lazySchemaValidator(async () => (await import('@contract/customers')).customerUpdate);

/** The editable fields; the stored logo shows as the preview, only a newly chosen file is sent (spec section 5). */
const formValues = (record: CustomerRecord) => ({
  id: record.id,
  company_name: record.company_name,
  company_logo: storedImage(record.company_logo),
  company_email: record.company_email,
  folder_name: record.folder_name,
  folder_id: record.folder_id,
  retention_days: record.retention_days ?? '',
  rejection_reason_required: record.rejection_reason_required ?? false,
});

/** /customer/{pageType}/edit/{company_uid}: success reads 'Customer edited successfully', then one step back. */
export default function CustomerEditPage() {
  const { id, listRoute } = useCustomerParams();
  const goBack = useGoBack(listRoute);
  return (
    <EditScreen
      resource="customers"
      id={id}
      success="api.customer_edited"
      listRoute={listRoute}
      after={goBack}
    >
      <EditFormCard validator={validator} values={formValues} conflict={CONFLICT} backTo={listRoute}>
        <CustomerFields />
      </EditFormCard>
    </EditScreen>
  );
}
