import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface DetailItem {
  /** i18n key of the label. */
  label: string;
  /** Empty values (undefined, null, '') show the translated "none". */
  value: ReactNode;
  /** Long texts take the whole row. */
  wide?: boolean;
}

const isEmpty = (value: ReactNode) => value === undefined || value === null || value === '';

/** A record's fields as labelled values (a description list): two columns on wide screens, one on phones. */
export function DetailGrid({ items }: { items: readonly DetailItem[] }) {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        columnGap: 4,
        rowGap: 2,
        m: 0,
      }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ gridColumn: item.wide ? '1 / -1' : undefined, minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(item.label)}
          </Typography>
          <Typography
            component="dd"
            variant="body1"
            sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: item.wide ? 'pre-line' : undefined }}
          >
            {isEmpty(item.value) ? translate('app.page.none') : item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
