import { Box } from '@mui/material';
import { ShowBase, useCanAccess, useShowContext } from 'react-admin';
import { HistoryTimeline } from '../common/history/HistoryTimeline';
import { PageFrame } from '../common/PageFrame';
import { PageLoading } from '../common/PageLoading';
import { PresenceNotice } from '../common/PresenceNotice';
import { useMayOpen } from '../common/useMayOpen';
import { RecordActions } from '../common/RecordActions';
import { routes } from '../routes';
import { CompanyUsers } from '../users/CompanyUsers';
import { AutomationsSection } from '../automations/AutomationsSection';
import { CustomerCard } from './CustomerCard';
import { deleteBlocked, useCustomerParams, type CustomerRecord } from './types';

function Details() {
  const { pageType, id } = useCustomerParams();
  const { record } = useShowContext<CustomerRecord>();
  const { canAccess: mayEdit } = useCanAccess({ resource: 'customers', action: 'edit' });
  const { canAccess: mayDelete } = useCanAccess({ resource: 'customers', action: 'delete' });
  if (!record) return <PageLoading />;
  return (
    <PageFrame
      title="customers.details.title"
      crumbs={mayEdit ? [{ label: 'customers.title', to: routes.allCustomers }] : []}
      actions={
        <RecordActions
          editTo={mayEdit ? routes.customerEdit(pageType, id) : undefined}
          deleteTo={mayDelete ? routes.customerDelete(pageType, id) : undefined}
          deleteBlocked={deleteBlocked(record)}
        />
      }
    >
      <PresenceNotice resource="customers" id={id} />
      <CustomerCard customer={record} />
      <CompanyUsers
        users={record.user_company ?? []}
        companyUid={record.id}
        title="customers.details.users"
      />
      <Box sx={{ mt: 2 }}>
        <AutomationsSection company={{ uid: record.id, name: record.company_name }} />
      </Box>
      <Box sx={{ mt: 2 }}>
        <HistoryTimeline subject="customer" uid={record.id} />
      </Box>
    </PageFrame>
  );
}

/**
 * /customer/details/{pageType}/{company_uid}: the customer with Edit and Delete icons, and its users (list or
 * grid). A CustomerAdmin sees its own company here, without the icons.
 */
export default function CustomerDetailsPage() {
  const { id, listRoute } = useCustomerParams();
  const mayOpen = useMayOpen('customers', 'show');
  // A CustomerAdmin has no customer list to return to when the record cannot be shown.
  const { canAccess: mayList } = useCanAccess({ resource: 'customers', action: 'list' });
  if (!mayOpen) return <PageLoading />;
  return (
    <ShowBase resource="customers" id={id} redirectOnError={() => (mayList ? listRoute : routes.home)}>
      <Details />
    </ShowBase>
  );
}
