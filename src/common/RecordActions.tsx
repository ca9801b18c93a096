import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

interface RecordActionsProps {
  editTo?: string;
  deleteTo?: string;
  /** i18n key of why deletion is not allowed: the icon is greyed and its tooltip says why. */
  deleteBlocked?: string;
}

/** The Edit and Delete icons of a detail page, each a link to its route. */
export function RecordActions({ editTo, deleteTo, deleteBlocked }: RecordActionsProps) {
  const translate = useTranslate();
  const deleteLabel = translate('app.list.delete');
  return (
    <>
      {editTo && (
        <Tooltip title={translate('app.list.edit')}>
          <IconButton component={Link} to={editTo} color="primary" aria-label={translate('app.list.edit')}>
            <EditIcon />
          </IconButton>
        </Tooltip>
      )}
      {deleteTo && (
        <Tooltip title={deleteBlocked ? translate(deleteBlocked) : deleteLabel}>
          {/* A disabled button gets no pointer events: the span keeps the tooltip with the hint working. */}
          <span>
            {deleteBlocked ? (
              <IconButton disabled aria-label={`${deleteLabel}: ${translate(deleteBlocked)}`}>
                <DeleteIcon />
              </IconButton>
            ) : (
              <IconButton component={Link} to={deleteTo} color="error" aria-label={deleteLabel}>
                <DeleteIcon />
              </IconButton>
            )}
          </span>
        </Tooltip>
      )}
    </>
  );
}
