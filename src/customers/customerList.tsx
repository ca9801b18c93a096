import { TextInput } from 'react-admin';
import { EmailText } from '../common/EmailText';
import { Identifier } from '../common/Identifier';
import { listBasics, Thumbnail, type ListDeclaration } from '../common/list-kit';
import { routes, type PageType } from '../routes';
import { deleteBlocked, type CustomerRecord } from './types';

const id = (record: CustomerRecord) => String(record.id);

/** The pages opened from a customer list have no pending type: a 'pending' there reads 'all'. */
const statusType = (pageType: PageType) => (pageType === 'pending' ? 'all' : pageType);

/**
 * /all-customer and its tabs: logo, name, email, folder name and folder id; search, or by name and email.
 * Delete is greyed with the spec's hint where the server says the customer is not deletable.
 */
export const customerList: ListDeclaration<CustomerRecord> = {
  ...listBasics('customers'),
  columns: [
    {
      source: 'company_logo',
      label: 'customers.fields.logo',
      sortable: false,
      render: (record) => <Thumbnail src={record.company_logo} />,
    },
    { source: 'company_name', label: 'customers.fields.company_name' },
    {
      source: 'company_email',
      label: 'customers.fields.company_email',
      render: (record) => <EmailText email={record.company_email} />,
    },
    { source: 'folder_name', label: 'customers.fields.folder_name' },
    {
      source: 'folder_id',
      label: 'customers.fields.folder_id',
      render: (record) => <Identifier id={record.folder_id} />,
    },
  ],
  phone: {
    title: (record) => record.company_name,
    subtitle: (record) => <EmailText email={record.company_email} />,
    thumbnail: (record) => record.company_logo,
  },
  card: {
    title: (record) => record.company_name,
    subtitle: (record) => <EmailText email={record.company_email} />,
    thumbnail: (record) => record.company_logo,
    body: (record) => (
      <>
        {record.folder_name} · <Identifier id={record.folder_id} />
      </>
    ),
  },
  advancedFilters: [
    <TextInput key="company_name" source="company_name" label="customers.fields.company_name" />,
    <TextInput key="company_email" source="company_email" label="customers.fields.company_email" />,
  ],
  detailRoute: (record, pageType) => routes.customerDetails(statusType(pageType), id(record)),
  editRoute: (record, pageType) => routes.customerEdit(statusType(pageType), id(record)),
  deleteRoute: (record, pageType) => routes.customerDelete(statusType(pageType), id(record)),
  deleteBlocked,
  addRoute: (pageType) => routes.addCustomer(statusType(pageType)),
};
