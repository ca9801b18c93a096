import type { Customer } from '@contract/customers';
import type { Sheet } from '../export/sheet';

/** The customer list's columns as the export writes them (server/export/sheets.ts says how). */
export const customerSheet: Sheet<Customer> = {
  file: 'customers',
  title: 'customers.title',
  columns: [
    { header: 'customers.fields.company_name', cell: (customer) => customer.company_name },
    { header: 'customers.fields.company_email', cell: (customer) => customer.company_email },
    { header: 'customers.fields.folder_name', cell: (customer) => customer.folder_name },
    { header: 'customers.fields.folder_id', cell: (customer) => customer.folder_id },
  ],
};
