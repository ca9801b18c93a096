import { useMemo, useState, type ReactNode } from 'react';
import { EditBase } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { staleOf, type Stale } from '../providers/stale';
import { LiveChangeNotice } from './LiveChangeNotice';
import { PageFrame } from './PageFrame';
import { PageLoading } from './PageLoading';
import { PresenceNotice } from './PresenceNotice';
import { useMayOpen } from './useMayOpen';
import { StaleEditContext } from './stale/StaleEditContext';
import { useSaveEffects } from './useSaveEffects';

interface EditScreenProps {
  /** Its catalog area names the heading (`<resource>.edit.title`) and the breadcrumb (`<resource>.title`). */
  resource: string;
  id: string;
  /** i18n key of the success toast (the same text the server answers). */
  success: string;
  /** Where a record that cannot be loaded sends the user; the breadcrumb's link unless `crumbTo` is given. */
  listRoute: string;
  crumbTo?: string;
  /** What a saved edit does next; by default it opens the list. */
  after?: () => void;
  /** The form, which reads the loaded record from react-admin's edit context. */
  children: ReactNode;
}

/**
 * An edit page (spec section 4): waits for the role check, loads the record once (a failure goes back to the
 * list), saves pessimistically and stays put until the server answers, then shows the success message and
 * goes on, or shows the first error and keeps what was typed. A save refused because a colleague saved the
 * record meanwhile (412) goes to the form's StaleEditDialog, which lets the user settle it field by field.
 */
export function EditScreen({
  resource,
  id,
  success,
  listRoute,
  crumbTo = listRoute,
  after,
  children,
}: EditScreenProps) {
  const navigate = useNavigate();
  const effects = useSaveEffects(success, after ?? (() => navigate(listRoute)));
  const [stale, setStale] = useState<Stale | null>(null);
  const staleEdit = useMemo(() => ({ stale, clear: () => setStale(null) }), [stale]);
  const mutationOptions = {
    ...effects,
    onError: (error: unknown) => {
      const refused = staleOf(error);
      if (refused) setStale(refused);
      else effects.onError(error);
    },
  };
  const mayOpen = useMayOpen(resource, 'edit');
  if (!mayOpen) return <PageLoading />;
  return (
    <EditBase
      resource={resource}
      id={id}
      mutationMode="pessimistic"
      redirect={false}
      redirectOnError={() => listRoute}
      mutationOptions={mutationOptions}
    >
      <StaleEditContext.Provider value={staleEdit}>
        <PageFrame title={`${resource}.edit.title`} crumbs={[{ label: `${resource}.title`, to: crumbTo }]}>
          <PresenceNotice resource={resource} id={id} editing />
          <LiveChangeNotice resource={resource} id={id} />
          {children}
        </PageFrame>
      </StaleEditContext.Provider>
    </EditBase>
  );
}
