import { BulkDeleteButton } from './BulkDeleteButton';
import { BulkToolbar } from './BulkToolbar';

/** The bulk toolbar of a list whose one bulk action is its resource's bulk delete (a list's `bulkActions`). */
export default function BulkDeleteActions() {
  return (
    <BulkToolbar>
      <BulkDeleteButton />
    </BulkToolbar>
  );
}
