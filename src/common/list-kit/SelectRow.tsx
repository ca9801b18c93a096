import { Checkbox } from '@mui/material';
import {
  useDataTableCallbacksContext,
  useDataTableSelectedIdsContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';

/**
 * A row's selection checkbox for the bulk actions. react-admin's own (SelectRowCheckbox) puts its name on the
 * checkbox's wrapper, which leaves the input itself without one for a screen reader (and axe).
 */
export function SelectRow() {
  const translate = useTranslate();
  const record = useRecordContext();
  const { handleToggleItem } = useDataTableCallbacksContext();
  const selectedIds = useDataTableSelectedIdsContext();
  if (!record) return null;
  return (
    <Checkbox
      slotProps={{ input: { 'aria-label': translate('ra.action.select_row') } }}
      checked={selectedIds?.includes(record.id) ?? false}
      onClick={(event) => {
        // The row's own click opens the record.
        event.stopPropagation();
        handleToggleItem?.(record.id, event);
      }}
    />
  );
}
