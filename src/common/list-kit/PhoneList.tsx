import {
  LinearProgress,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Stack,
} from '@mui/material';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import type { PageType } from '../../routes';
import { EmptyList } from './EmptyList';
import { RowActions } from './RowActions';
import { Thumbnail } from './Thumbnail';
import type { ListDeclaration } from './types';

export interface PhoneListProps<R extends RaRecord> {
  declaration: ListDeclaration<R>;
  pageType: PageType;
}

function PhoneListRow<R extends RaRecord>({
  declaration,
  pageType,
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
 * offers them) in a menu. Rows are not selectable here: the bulk toolbar's actions and its "select all
 * matching" offer do not fit a 390 px screen, and every record stays editable through its own menu.
 */
export function PhoneList<R extends RaRecord>({ declaration, pageType }: PhoneListProps<R>) {
  const { data, isPending } = useListContext<R>();
  const translate = useTranslate();
  if (isPending) return <LinearProgress aria-label={translate('app.loading')} sx={{ m: 2 }} />;
  if (!data?.length) return <EmptyList />;
  return (
    <List disablePadding>
      {data.map((record) => (
        <PhoneListRow key={record.id} declaration={declaration} pageType={pageType} record={record} />
      ))}
    </List>
  );
}
