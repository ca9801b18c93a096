import DeleteIcon from '@mui/icons-material/Delete';
import { useCanAccess, useResourceContext } from 'react-admin';
import { BulkActionButton } from './BulkActionButton';

/**
 * The bulk delete of a resource whose declaration has one (`api.bulk.delete`, the call it makes), for the users
 * who may delete: its confirmation's title is bulk.<resource>.delete_title, its warning `text` (what goes with
 * the records) or "cannot be undone".
 */
export function BulkDeleteButton({ text = 'bulk.delete_text' }: { text?: string }) {
  const resource = useResourceContext() ?? '';
  const { canAccess: mayDelete } = useCanAccess({ resource, action: 'delete' });
  if (!mayDelete) return null;
  return (
    <BulkActionButton
      label="bulk.delete"
      title={`bulk.${resource}.delete_title`}
      text={text}
      icon={<DeleteIcon />}
      action="delete"
      confirm="bulk.delete"
      danger
    />
  );
}
