import { CreateBase } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { FormCard } from '../common/FormCard';
import { PageFrame } from '../common/PageFrame';
import { PageLoading } from '../common/PageLoading';
import { useMayOpen } from '../common/useMayOpen';
import { useSaveEffects } from '../common/useSaveEffects';
import { lazySchemaValidator } from '../common/validation';
import { CustomerFields } from './CustomerFields';
import { useCustomerParams } from './types';

const validator = lazySchemaValidator(async () => (await import('@contract/customers')).customerCreate);

/**
 * /add-customer/{pageType}: every field required, the logo too (spec section 5); success reads 'Customer
 * added successfully' (the screen's text, where the API says 'company added successfully'), then the list.
 */
export default function AddCustomerPage() {
  const navigate = useNavigate();
  const { listRoute } = useCustomerParams();
  const effects = useSaveEffects('customers.add.added', () => navigate(listRoute));
  const mayOpen = useMayOpen('customers', 'create');
  if (!mayOpen) return <PageLoading />;
  return (
    <CreateBase resource="customers" redirect={false} mutationOptions={effects}>
      <PageFrame title="customers.add.title" crumbs={[{ label: 'customers.title', to: listRoute }]}>
        <FormCard validator={validator} backTo={listRoute}>
          <CustomerFields logoRequired />
        </FormCard>
      </PageFrame>
    </CreateBase>
  );
}
