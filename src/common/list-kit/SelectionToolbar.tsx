import { Suspense, type ComponentType } from 'react';
import { useListContext } from 'react-admin';

/** The declaration's bulk toolbar, loaded once a row is selected. */
export function SelectionToolbar({ actions: Actions }: { actions: ComponentType }) {
  const { selectedIds } = useListContext();
  if (selectedIds.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Actions />
    </Suspense>
  );
}
