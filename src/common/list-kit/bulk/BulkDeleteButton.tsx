import DeleteIcon from '@mui/icons-material/Delete';
import { useCanAccess, useResourceContext } from 'react-admin';
import { BulkActionButton } from './BulkActionButton';

interface BulkDeleteButtonProps {
  /** i18n key(s) of the warning: what goes with the records; "cannot be undone" unless said. */
  text?: string | readonly string[];
  /** i18n keys of the confirmation's title and confirming button: bulk.<resource>.delete_title and "Delete" unless said. */
  title?: string;
  confirm?: string;
}

/**
 * The bulk delete of a resource whose declaration has one (`api.bulk.delete`, the call it makes), for the users
 * who may delete.
 */
export function BulkDeleteButton({
  text = 'bulk.delete_text',
  title,
  confirm = 'bulk.delete',
}: BulkDeleteButtonProps) {
  const resource = useResourceContext() ?? '';
  const { canAccess: mayDelete } = useCanAccess({ resource, action: 'delete' });
  if (!mayDelete) return null;
  return (
    <BulkActionButton
      label="bulk.delete"
      title={title ?? `bulk.${resource}.delete_title`}
      text={text}
      icon={<DeleteIcon />}
      action="delete"
      confirm={confirm}
      danger
    />
  );
}
