import BusinessIcon from '@mui/icons-material/Business';
import { apiPath } from '@contract/paths';
import { declareResource, text } from '../common/resource/declaration';
import { customerBody } from '../providers/payloads';
import { byType, q } from '../providers/resources';
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
    create: { path: () => apiPath('companyRegister'), body: customerBody },
    update: { path: (id) => apiPath('companyUpdate', { id }), body: customerBody },
    remove: (id) => apiPath('companyDelete', { id }),
    nested: { user_company: 'users' },
  },
  access: { CustomerAdmin: ['show'] },
  menu: { label: 'app.menu.customers', to: routes.allCustomers, icon: BusinessIcon, order: 4 },
  screens: [
    { paths: Object.values(listRoutes.customers), page: 'customers/CustomerListPage' },
    { paths: routes.addCustomer.pattern, page: 'customers/AddCustomerPage' },
    { paths: routes.customerEdit.pattern, page: 'customers/CustomerEditPage' },
    { paths: routes.customerDelete.pattern, page: 'customers/CustomerDeletePage' },
    { paths: routes.customerDetails.pattern, page: 'customers/CustomerDetailsPage' },
  ],
  search: {
    order: 3,
    primary: (record) => text(record.company_name),
    secondary: (record) => text(record.company_email),
    detail: (record) => routes.customerDetails('all', String(record.id)),
  },
  recordRepresentation: (record) => text(record.company_name),
});
