import type { CUSTOMER_HISTORY } from '@contract/customers';
import { historyLabels } from '../common/history/labels';

export const history = historyLabels<typeof CUSTOMER_HISTORY>('customer', {
  company_name: { label: 'customers.fields.company_name' },
  company_email: { label: 'customers.fields.company_email' },
  company_logo: { label: 'customers.fields.logo' },
  folder_name: { label: 'customers.fields.folder_name' },
  folder_id: { label: 'customers.fields.folder_id' },
});
