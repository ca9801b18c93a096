import { Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/**
 * How many records match, on the line above the list: a live region, so that a search or a filter is followed
 * by its count for screen readers too. No records: the empty list says so itself.
 *
 * The line is as high as react-admin's bulk bar (its `theme.spacing(6)`), which lies over the line above the
 * table while rows are selected: it covers this count, where it covered the search box and the filters, which
 * the selection's "select all matching" depends on.
 */
export function ResultCount() {
  const translate = useTranslate();
  const { total, isPending } = useListContext();
  return (
    <Typography
      role="status"
      variant="body2"
      color="text.secondary"
      sx={{ px: 2, height: (theme) => theme.spacing(6), display: 'flex', alignItems: 'center' }}
    >
      {!isPending && total ? translate('app.list.results', { smart_count: total }) : ''}
    </Typography>
  );
}
