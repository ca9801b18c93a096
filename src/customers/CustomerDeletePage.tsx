import { DeletePage } from '../common/DeletePage';
import { CustomerCard } from './CustomerCard';
import { deleteBlocked, useCustomerParams, type CustomerRecord } from './types';

/**
 * /customer/{pageType}/delete/{company_uid}: the customer, then the confirmation and 'Customer deleted
 * successfully'; a customer the server will not delete shows the greyed button with the spec's hint.
 */
export default function CustomerDeletePage() {
  const { id, listRoute } = useCustomerParams();
  return (
    <DeletePage<CustomerRecord>
      resource="customers"
      id={id}
      listRoute={listRoute}
      blocked={deleteBlocked}
      details={(record) => <CustomerCard customer={record} />}
    />
  );
}
