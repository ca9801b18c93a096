import { Stack, Typography, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

const LEVELS = {
  page: { variant: 'h5', component: 'h1' },
  section: { variant: 'h6', component: 'h2' },
} as const;

interface HeadingRowProps {
  /** The heading, translated. */
  heading: string;
  /** A screen's own heading (h1) or one of its sections' (h2). */
  level: keyof typeof LEVELS;
  /** The buttons beside the heading. */
  children?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * A heading with its buttons at the line's end. On a phone the heading keeps its line and the buttons wrap
 * under it, rather than squeeze it onto several.
 */
export function HeadingRow({ heading, level, children, sx }: HeadingRowProps) {
  const { variant, component } = LEVELS[level];
  return (
    <Stack direction="row" alignItems="center" justifyContent="space-between" flexWrap="wrap" gap={1} sx={sx}>
      <Typography variant={variant} component={component} sx={{ fontWeight: 600 }}>
        {heading}
      </Typography>
      {children && (
        <Stack direction="row" alignItems="center" flexWrap="wrap" gap={1}>
          {children}
        </Stack>
      )}
    </Stack>
  );
}
