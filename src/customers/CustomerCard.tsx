import { Card, CardContent, Stack, Typography } from '@mui/material';
import { DetailGrid } from '../common/DetailGrid';
import { Thumbnail } from '../common/list-kit/Thumbnail';
import type { CustomerRecord } from './types';

/** A customer's logo and fields, as the details and delete pages show them. */
export function CustomerCard({ customer }: { customer: CustomerRecord }) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 2 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 3 }}>
          <Thumbnail src={customer.company_logo} size={72} />
          <div>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
              {customer.company_name}
            </Typography>
            <Typography color="text.secondary">{customer.company_email}</Typography>
          </div>
        </Stack>
        <DetailGrid
          items={[
            { label: 'customers.fields.company_name', value: customer.company_name },
            { label: 'customers.fields.company_email', value: customer.company_email },
            { label: 'customers.fields.folder_name', value: customer.folder_name },
            { label: 'customers.fields.folder_id', value: customer.folder_id },
          ]}
        />
      </CardContent>
    </Card>
  );
}
