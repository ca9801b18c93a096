import { Box } from '@mui/material';
import type { ComponentPropsWithoutRef } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A plain input, not MUI's InputBase: the lazily loaded panel uses it too, and any MUI component it shares
 * with the screens splits their shared chunks anew (about 3 kB gzip more on every list route).
 */
const inputSx = {
  flexGrow: 1,
  border: 0,
  outline: 0,
  p: 1,
  font: 'inherit',
  fontSize: '1.125rem',
  color: 'text.primary',
  bgcolor: 'transparent',
  '&::placeholder': { color: 'text.secondary', opacity: 1 },
} as const;

type Props = Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'onChange'> & {
  value: string;
  onType: (value: string) => void;
};

/**
 * The search's text box. The top bar shows it at once, while the panel's code is still loading, so that what
 * is typed right after Ctrl+K is kept; the panel then shows the same box, with the same text, as its combobox.
 */
export function SearchBox({ value, onType, ...props }: Props) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', px: 1.5, pt: 1.5, pb: 0.5, borderBottom: 1, borderColor: 'divider' }}>
      <Box
        component="input"
        autoFocus
        value={value}
        placeholder={translate('app.search.placeholder')}
        onChange={(event) => onType(event.target.value)}
        role="combobox"
        aria-label={translate('app.search.label')}
        aria-expanded={false}
        aria-autocomplete="list"
        {...props}
        sx={inputSx}
      />
    </Box>
  );
}
