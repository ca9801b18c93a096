import { MenuItem, TextField, type SxProps, type Theme } from '@mui/material';
import type { CustomerOptionRecord } from './useCustomerOptions';

interface CustomerSelectProps {
  label: string;
  /** The first choice, none chosen ('All', 'All customers'). */
  allLabel: string;
  customers: readonly CustomerOptionRecord[];
  /** The chosen customer's uid, or '' for none. */
  value: string;
  onChange: (uid: string) => void;
  sx?: SxProps<Theme>;
}

/** A SubAdmin's filter of a screen by customer: all first, then each customer by name. */
export function CustomerSelect({ label, allLabel, customers, value, onChange, sx }: CustomerSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={sx}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {customers.map((customer) => (
        <MenuItem key={customer.id} value={customer.id}>
          {customer.company_name}
        </MenuItem>
      ))}
    </TextField>
  );
}
