import { EditBase, useEditContext, useRequireAccess } from 'react-admin';
import { customerUpdate } from '../../server/contract/customers';
import { FormCard } from '../common/FormCard';
import { storedImage } from '../common/ImagePicker';
import { PageFrame } from '../common/PageFrame';
import { PageLoading } from '../common/PageLoading';
import { useGoBack } from '../common/useGoBack';
import { useSaveEffects } from '../common/useSaveEffects';
import { schemaValidator } from '../common/validation';
import { CustomerFields } from './CustomerFields';
import { useCustomerParams, type CustomerRecord } from './types';

const validate = schemaValidator(customerUpdate);

function EditForm({ backTo }: { backTo: string }) {
  const { record } = useEditContext<CustomerRecord>();
  if (!record) return <PageLoading />;
  // The stored logo shows as the preview; only a newly chosen file is sent (spec section 5).
  return (
    <FormCard
      validate={validate}
      record={{ ...record, company_logo: storedImage(record.company_logo) }}
      backTo={backTo}
    >
      <CustomerFields />
    </FormCard>
  );
}

/** /customer/{pageType}/edit/{company_uid}: success reads 'Customer edited successfully', then one step back. */
export default function CustomerEditPage() {
  const { id, listRoute } = useCustomerParams();
  const goBack = useGoBack(listRoute);
  const effects = useSaveEffects('api.customer_edited', goBack);
  const { isPending } = useRequireAccess({ resource: 'customers', action: 'edit' });
  if (isPending) return <PageLoading />;
  return (
    <EditBase
      resource="customers"
      id={id}
      mutationMode="pessimistic"
      redirect={false}
      redirectOnError={() => listRoute}
      queryOptions={{ retry: false }}
      mutationOptions={effects}
    >
      <PageFrame title="customers.edit.title" crumbs={[{ label: 'customers.title', to: listRoute }]}>
        <EditForm backTo={listRoute} />
      </PageFrame>
    </EditBase>
  );
}
