import { useEditContext } from 'react-admin';
import { EditScreen } from '../common/EditScreen';
import { FormCard } from '../common/FormCard';
import { storedImage } from '../common/ImagePicker';
import { PageLoading } from '../common/PageLoading';
import { useGoBack } from '../common/useGoBack';
import { lazySchemaValidator } from '../common/validation';
import { CustomerFields } from './CustomerFields';
import { useCustomerParams, type CustomerRecord } from './types';

const validator = lazySchemaValidator(async () => (await import('@contract/customers')).customerUpdate);

/**
 * The form's values: the editable fields only, so that the list's copy of the record (shown at once) and the
 * detail call's (which adds the users) start the same form, and the detail's arrival keeps what was typed.
 * The stored logo shows as the preview; only a newly chosen file is sent (spec section 5).
 */
const formValues = (record: CustomerRecord) => ({
  id: record.id,
  company_name: record.company_name,
  company_logo: storedImage(record.company_logo),
  company_email: record.company_email,
  folder_name: record.folder_name,
  folder_id: record.folder_id,
});

function EditForm({ backTo }: { backTo: string }) {
  const { record } = useEditContext<CustomerRecord>();
  if (!record) return <PageLoading />;
  return (
    <FormCard validator={validator} record={formValues(record)} backTo={backTo}>
      <CustomerFields />
    </FormCard>
  );
}

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
      <EditForm backTo={listRoute} />
    </EditScreen>
  );
}
