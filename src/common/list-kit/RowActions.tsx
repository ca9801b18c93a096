import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

interface RowActionsProps {
  /** The record's name: the button reads "Actions for <name>", not one of many alike "Actions". */
  name?: string;
  /** The record's details, where a tap on the row is not the only way there (the phone list). */
  detailTo?: string;
  editTo?: string;
  deleteTo?: string;
  /** i18n key of why deletion is not allowed: the entry is greyed with this hint. */
  deleteBlocked?: string;
}

/** Clicks inside the menu must not also count as a click on the row or card around it. */
const stop = (event: SyntheticEvent) => event.stopPropagation();

/** The row's action menu: (details,) edit and delete, each on its own route. */
export function RowActions({ name, detailTo, editTo, deleteTo, deleteBlocked }: RowActionsProps) {
  const translate = useTranslate();
  // The menu is mounted only from its opening to the end of its closing transition: a closed menu (popover,
  // modal, transition) costs a list some hundred renders a row.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const close = () => setOpen(false);

  return (
    <Box component="span" onClick={stop} onKeyDown={stop}>
      <IconButton
        size="small"
        aria-label={name ? translate('app.list.actions_for', { name }) : translate('app.list.actions')}
        aria-haspopup="true"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpen(true);
        }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      {anchor && (
        <Menu
          id={menuId}
          anchorEl={anchor}
          open={open}
          onClose={close}
          slotProps={{ transition: { onExited: () => setAnchor(null) } }}
        >
          {detailTo && (
            <MenuItem component={Link} to={detailTo} onClick={close}>
              <ListItemIcon>
                <VisibilityIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{translate('app.list.details')}</ListItemText>
            </MenuItem>
          )}
          {editTo && (
            <MenuItem component={Link} to={editTo} onClick={close}>
              <ListItemIcon>
                <EditIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{translate('app.list.edit')}</ListItemText>
            </MenuItem>
          )}
          {deleteTo && (
            <MenuItem component={Link} to={deleteTo} onClick={close} disabled={Boolean(deleteBlocked)}>
              <ListItemIcon>
                <DeleteIcon fontSize="small" color={deleteBlocked ? 'disabled' : 'error'} />
              </ListItemIcon>
              <ListItemText
                primary={translate('app.list.delete')}
                secondary={deleteBlocked && translate(deleteBlocked)}
                slotProps={{ secondary: { sx: { whiteSpace: 'normal', maxWidth: 280 } } }}
              />
            </MenuItem>
          )}
        </Menu>
      )}
    </Box>
  );
}
