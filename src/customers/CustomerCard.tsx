import { DetailCard } from '../common/DetailCard';
import { Identifier } from '../common/Identifier';
import type { CustomerRecord } from './types';

/** A customer's logo and fields, as the details and delete pages show them. */
export function CustomerCard({ customer }: { customer: CustomerRecord }) {
  return (
    <DetailCard
      title={customer.company_name}
      email={customer.company_email}
      picture={customer.company_logo}
      pictureSize={72}
      items={[
        { label: 'customers.fields.company_name', value: customer.company_name },
        { label: 'customers.fields.company_email', value: customer.company_email },
        { label: 'customers.fields.folder_name', value: customer.folder_name },
        { label: 'customers.fields.folder_id', value: <Identifier id={customer.folder_id} /> },
      ]}
    />
  );
}
