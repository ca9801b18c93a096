import type { ReactNode } from 'react';
import { CreateBase, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { FormCard } from '../FormCard';
import { PageFrame } from '../PageFrame';
import { PageLoading } from '../PageLoading';
import { useMayOpen } from '../useMayOpen';
import { useSaveEffects } from '../useSaveEffects';
import type { LazyValidator } from '../validation';

interface AddScreenProps {
  /** Its catalog area names the heading (`<resource>.add.title`), breadcrumb and toast (`<resource>.add.added`). */
  resource: string;
  /** The whole form's rules (lazySchemaValidator of the contract's create schema). */
  validator: LazyValidator;
  /** The breadcrumb's link, where Back goes and where a saved record ends. */
  listRoute: string;
  /** The form's values to start from. */
  start?: Partial<RaRecord>;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * An add page (spec section 4): waits for the role check, saves through the dataProvider, then the success
 * toast (the screen's own text) and the list; or the server's first error, keeping what was typed.
 */
export function AddScreen({ resource, validator, listRoute, start, children }: AddScreenProps) {
  const navigate = useNavigate();
  const effects = useSaveEffects(`${resource}.add.added`, () => navigate(listRoute));
  const mayOpen = useMayOpen(resource, 'create');
  if (!mayOpen) return <PageLoading />;
  return (
    <CreateBase resource={resource} redirect={false} mutationOptions={effects}>
      <PageFrame title={`${resource}.add.title`} crumbs={[{ label: `${resource}.title`, to: listRoute }]}>
        <FormCard validator={validator} record={start} backTo={listRoute}>
          {children}
        </FormCard>
      </PageFrame>
    </CreateBase>
  );
}
