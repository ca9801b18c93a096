import { ShowBase, useShowContext } from 'react-admin';
import { DeleteScreen } from '../common/DeleteScreen';
import { PageFrame } from '../common/PageFrame';
import { PageLoading } from '../common/PageLoading';
import { useMayOpen } from '../common/useMayOpen';
import { CustomerCard } from './CustomerCard';
import { deleteBlocked, useCustomerParams, type CustomerRecord } from './types';

function DeleteContent({ listRoute }: { listRoute: string }) {
  const { record } = useShowContext<CustomerRecord>();
  if (!record) return <PageLoading />;
  return (
    <DeleteScreen
      resource="customers"
      record={record}
      redirectTo={listRoute}
      backTo={listRoute}
      blocked={deleteBlocked(record)}
    >
      <CustomerCard customer={record} />
    </DeleteScreen>
  );
}

/**
 * /customer/{pageType}/delete/{company_uid}: the customer, then the confirmation and 'Customer deleted
 * successfully'; a customer the server will not delete shows the greyed button with the spec's hint.
 */
export default function CustomerDeletePage() {
  const { id, listRoute } = useCustomerParams();
  const mayOpen = useMayOpen('customers', 'delete');
  if (!mayOpen) return <PageLoading />;
  return (
    <ShowBase resource="customers" id={id} redirectOnError={() => listRoute} queryOptions={{ retry: false }}>
      <PageFrame title="customers.delete.title" crumbs={[{ label: 'customers.title', to: listRoute }]}>
        <DeleteContent listRoute={listRoute} />
      </PageFrame>
    </ShowBase>
  );
}
