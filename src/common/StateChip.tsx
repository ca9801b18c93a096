import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** An Active/Inactive state as a small chip: filled green when active, outlined grey when not. */
export function StateChip({ active, label }: { active: boolean; label: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      label={translate(label)}
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
    />
  );
}
