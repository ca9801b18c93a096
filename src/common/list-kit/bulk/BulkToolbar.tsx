import { Box, Button, Typography, type Theme } from '@mui/material';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { BulkActionsToolbar, useListContext, type Identifier } from 'react-admin';
import type { BulkParams } from '../../../providers/dataProvider';
import { onPhone } from '../../usePhone';
import { useBulkTranslate } from './useBulkTranslate';
import { useSelectedVersions } from './useSelectedVersions';

/**
 * What the actions change: how many records, and which (the selected rows, or all the list matches), with the
 * version each selected row was read at. "All N matching" names no rows, so it sends no versions.
 */
interface BulkScope {
  count: number;
  selection: BulkParams['selection'];
  versions?: BulkParams['versions'];
}

/**
 * On a phone react-admin's bar, which lies over the table's header row, would not fit its offer and buttons
 * on one 390 px line: there it takes its own place under "select all", on the page's paper, and wraps.
 * (Three classes: react-admin styles the bar's parts with two.)
 */
const onPhoneWrapped = (theme: Theme) => ({
  [onPhone(theme)]: {
    '& .MuiToolbar-root.RaBulkActionsToolbar-toolbar': {
      // Wraps the offer "All 25 records on this page are selected. Select all 140 matching" too.
      whiteSpace: 'normal',
      position: 'static',
      transform: 'none',
      height: 'auto',
      flexWrap: 'wrap',
      py: 0.5,
      // The paper every button colour is chosen for: the red Delete reads 4.4:1 on the bar's tint.
      bgcolor: 'background.paper',
      color: 'text.primary',
      borderBottom: 1,
      borderColor: 'divider',
    },
    '& .RaBulkActionsToolbar-toolbar .RaBulkActionsToolbar-title': { flex: '1 1 auto', flexWrap: 'wrap' },
    '& .RaBulkActionsToolbar-toolbar .RaBulkActionsToolbar-topToolbar': { flexWrap: 'wrap' },
  },
});

const BulkScopeContext = createContext<BulkScope>({ count: 0, selection: { ids: [] } });

export const useBulkScope = () => useContext(BulkScopeContext);

/**
 * react-admin's bulk toolbar ("3 items selected", unselect) with the resource's actions; once every row of a
 * page is selected and the list has more, it offers "select all N matching", which hands the list's tab,
 * search and filters to the server instead of row ids.
 */
export function BulkToolbar({ children }: { children: ReactNode }) {
  const translate = useBulkTranslate();
  const { selectedIds, data = [], total = 0, filterValues, filter } = useListContext();
  // The selection "all matching" was chosen for: any change of the selection ends it.
  const [allMatchingOf, setAllMatchingOf] = useState<Identifier[] | null>(null);
  const pageSelected = data.length > 0 && data.every((record) => selectedIds.includes(record.id));
  const more = pageSelected && total > data.length;
  const matching = more && allMatchingOf === selectedIds;
  const versions = useSelectedVersions(selectedIds, data);
  const scope: BulkScope = matching
    ? { count: total, selection: { filter: { ...filterValues, ...filter } } }
    : { count: selectedIds.length, selection: { ids: selectedIds }, versions };
  const offer = more && (
    <Typography variant="body2" component="span" sx={{ ml: 2 }}>
      {translate(matching ? 'bulk.all_matching_selected' : 'bulk.page_selected', {
        smart_count: matching ? total : data.length,
      })}{' '}
      {!matching && (
        <Button size="small" onClick={() => setAllMatchingOf(selectedIds)}>
          {translate('bulk.select_all_matching', { smart_count: total })}
        </Button>
      )}
    </Typography>
  );
  return (
    <BulkScopeContext.Provider value={scope}>
      <Box sx={onPhoneWrapped}>
        <BulkActionsToolbar selectAllButton={offer || false}>{children}</BulkActionsToolbar>
      </Box>
    </BulkScopeContext.Provider>
  );
}
