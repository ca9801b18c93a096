import BusinessIcon from '@mui/icons-material/Business';
import { apiPath } from '@contract/paths';
import { declareResource, pages } from '../common/resource/declaration';
import { byType, payload, q } from '../providers/resources';
import type * as builders from './payload';
import { listRoutes, routes } from '../routes';

/** The customers (companies, spec section 5): a CustomerAdmin sees its own company's details only. */
export const customers = declareResource({
  name: 'customers',
  api: {
    uidField: 'company_uid',
    list: (pageType, meta) => {
      if (meta.listing) return apiPath('companyListing');
      const type = byType(pageType);
      return type === 'all' ? apiPath('companyManagementList') : apiPath('companyListByType', { type });
    },
    filters: {
      ...q,
      company_name: { param: 'company_name__icontains' },
      company_email: { param: 'company_email__icontains' },
    },
    detail: (id) => apiPath('companyDetail', { id }),
    create: { path: () => apiPath('companyRegister'), body: payload<typeof builders>('customerBody') },
    update: {
      path: (id) => apiPath('companyUpdate', { id }),
      body: payload<typeof builders>('customerBody'),
    },
    remove: (id) => apiPath('companyDelete', { id }),
    nested: { user_company: 'users' },
  },
  access: { CustomerAdmin: ['show'] },
  menu: { label: 'app.menu.customers', to: routes.allCustomers, icon: BusinessIcon, order: 4 },
  screens: pages('customers', {
    CustomerListPage: Object.values(listRoutes.customers),
    AddCustomerPage: routes.addCustomer.pattern,
    CustomerEditPage: routes.customerEdit.pattern,
    CustomerDeletePage: routes.customerDelete.pattern,
    CustomerDetailsPage: routes.customerDetails.pattern,
  }),
  search: {
    order: 3,
    primary: 'company_name',
    secondary: 'company_email',
    fields: [
      { source: 'company_name', label: 'customers.fields.company_name' },
      { source: 'company_email', label: 'customers.fields.company_email' },
      { source: 'folder_name', label: 'customers.fields.folder_name' },
      { source: 'folder_id', label: 'customers.fields.folder_id' },
    ],
    detail: (record) => routes.customerDetails('all', String(record.id)),
  },
  recordRepresentation: 'company_name',
});
