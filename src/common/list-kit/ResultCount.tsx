import { Box } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { screenReaderOnly } from '../screenReaderOnly';

/**
 * How many records match, for screen readers only: a live region, so that a search or a filter is followed by
 * its count, which sighted users read under the list. No records: the empty list says so itself.
 */
export function ResultCount() {
  const translate = useTranslate();
  const { total, isPending } = useListContext();
  return (
    <Box role="status" sx={screenReaderOnly}>
      {!isPending && total ? translate('app.list.results', { smart_count: total }) : ''}
    </Box>
  );
}
