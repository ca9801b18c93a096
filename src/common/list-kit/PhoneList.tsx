import {
  Checkbox,
  FormControlLabel,
  LinearProgress,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
} from '@mui/material';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import type { PageType } from '../../routes';
import { itsInput, useFocusBackAfter } from '../useFocusBackAfter';
import { EmptyList } from './EmptyList';
import { RowActions } from './RowActions';
import { SelectionToolbar } from './SelectionToolbar';
import { Thumbnail } from './Thumbnail';
import type { ListDeclaration } from './types';

export interface PhoneListProps<R extends RaRecord> {
  declaration: ListDeclaration<R>;
  pageType: PageType;
  /** Rows can be selected for the declaration's bulk actions (its list screen; not an embedded list). */
  selectable?: boolean;
}

/** A row's checkbox for the bulk actions. */
function SelectRecord({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const { selectedIds, onToggleItem } = useListContext();
  return (
    <ListItemIcon sx={{ minWidth: 0, pl: 1 }}>
      <Checkbox
        checked={selectedIds.includes(record.id)}
        onChange={() => onToggleItem(record.id)}
        slotProps={{ input: { 'aria-label': translate('ra.action.select_row') } }}
      />
    </ListItemIcon>
  );
}

/**
 * "Select all" of the page, as the table's header checkbox; the bulk toolbar then offers all matching. It takes
 * the focus when the selection ends, as the table's does (RecordTable's SelectPageBox).
 */
function SelectPage() {
  const translate = useTranslate();
  const { data = [], selectedIds, onSelect } = useListContext();
  const box = useFocusBackAfter<HTMLLabelElement>(selectedIds.length > 0, itsInput);
  const page = data.map((record) => record.id);
  const chosen = page.filter((id) => selectedIds.includes(id)).length;
  const all = chosen > 0 && chosen === page.length;
  const others = selectedIds.filter((id) => !page.includes(id));
  return (
    <FormControlLabel
      ref={box}
      sx={{ mx: 0, pl: 1, width: '100%', borderBottom: 1, borderColor: 'divider' }}
      label={translate('ra.action.select_all')}
      control={<Checkbox checked={all} onChange={() => onSelect(all ? others : [...others, ...page])} />}
    />
  );
}

function PhoneListRow<R extends RaRecord>({
  declaration,
  pageType,
  selectable,
  record,
}: PhoneListProps<R> & { record: R }) {
  const { phone, detailRoute, editRoute, deleteRoute, deleteBlocked } = declaration;
  const title = phone.title(record);
  const detailTo = detailRoute(record, pageType);
  return (
    <ListItem
      divider
      disablePadding
      secondaryAction={
        <RowActions
          name={title}
          detailTo={detailTo}
          editTo={editRoute?.(record, pageType)}
          deleteTo={deleteRoute?.(record, pageType)}
          deleteBlocked={deleteBlocked?.(record)}
        />
      }
    >
      {selectable && <SelectRecord record={record} />}
      <ListItemButton component={Link} to={detailTo}>
        {phone.thumbnail && (
          <ListItemAvatar>
            <Thumbnail src={phone.thumbnail(record)} />
          </ListItemAvatar>
        )}
        <ListItemText
          primary={title}
          secondary={
            <Stack component="span" alignItems="flex-start" gap={0.5}>
              {phone.subtitle && <span>{phone.subtitle(record)}</span>}
              {phone.status?.(record)}
            </Stack>
          }
          slotProps={{
            primary: { sx: { fontWeight: 500 } },
            secondary: { component: 'div' },
          }}
          sx={{ overflowWrap: 'anywhere' }}
        />
      </ListItemButton>
    </ListItem>
  );
}

/**
 * The list view on phones, like react-admin's SimpleList: a row a record (title, subtitle, status, picture
 * where the resource has one) that opens its details, and its actions (details, edit, delete, as the table
 * offers them) in a menu. On a list screen with bulk actions each row has its checkbox, "select all" sits
 * above the rows and the bulk toolbar under it once a row is selected, as on wide screens.
 */
export function PhoneList<R extends RaRecord>({ declaration, pageType, selectable }: PhoneListProps<R>) {
  const { data, isPending } = useListContext<R>();
  const translate = useTranslate();
  const bulk = selectable ? declaration.bulkActions : undefined;
  if (isPending) return <LinearProgress aria-label={translate('app.loading')} sx={{ m: 2 }} />;
  if (!data?.length) return <EmptyList />;
  return (
    <>
      {bulk && <SelectPage />}
      {bulk && <SelectionToolbar actions={bulk} />}
      <List disablePadding>
        {data.map((record) => (
          <PhoneListRow
            key={record.id}
            declaration={declaration}
            pageType={pageType}
            selectable={Boolean(bulk)}
            record={record}
          />
        ))}
      </List>
    </>
  );
}
