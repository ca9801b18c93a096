import { AddScreen } from '../common/resource/AddScreen';
import { lazySchemaValidator } from '../common/validation';
import { CustomerFields } from './CustomerFields';
import { useCustomerParams } from './types';

const validator = lazySchemaValidator(async () => (await import('@contract/customers')).customerCreate);

/**
 * /add-customer/{pageType}: every field required, the logo too (spec section 5); success reads 'Customer
 * added successfully' (the screen's text, where the API says 'company added successfully'), then the list.
 */
export default function AddCustomerPage() {
  const { listRoute } = useCustomerParams();
  return (
    <AddScreen resource="customers" validator={validator} listRoute={listRoute}>
      <CustomerFields logoRequired />
    </AddScreen>
  );
}
