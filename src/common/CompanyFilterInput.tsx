import { SelectInput } from 'react-admin';
import { useCustomerOptions } from './useCustomerOptions';

/**
 * The advanced search's company dropdown (spec section 7): All first, then every customer the user may see.
 * It filters by the company's name; All (the empty choice) means any company.
 */
export function CompanyFilterInput({ source = 'company', label }: { source?: string; label: string }) {
  const { customers, isPending } = useCustomerOptions();
  return (
    <SelectInput
      source={source}
      label={label}
      choices={customers.map((customer) => ({ id: customer.company_name, name: customer.company_name }))}
      translateChoice={false}
      emptyText="app.list.all"
      isPending={isPending}
      helperText={false}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    />
  );
}
