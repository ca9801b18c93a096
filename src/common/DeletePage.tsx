import type { ReactNode } from 'react';
import { ShowBase, useShowContext, useTranslate, type RaRecord } from 'react-admin';
import { DeleteScreen } from './DeleteScreen';
import { PageFrame } from './PageFrame';
import { PageLoading } from './PageLoading';
import { useMayOpen } from './useMayOpen';

interface Consequence {
  key: string;
  options?: Record<string, unknown>;
}

interface DeletePageProps<R extends RaRecord> {
  /** Its catalog area names the heading (`<resource>.delete.title`) and the breadcrumb (`<resource>.title`). */
  resource: string;
  id: string;
  /** The list: the breadcrumb's link, where a record that cannot be loaded sends the user, and by default
   * where Back goes and where a deletion ends. */
  listRoute: string;
  redirectTo?: string;
  backTo?: (record: R) => string;
  /** i18n key of why this record cannot be deleted, or undefined when it can. */
  blocked?: (record: R) => string | undefined;
  /** What else deleting this record takes with it, as an i18n key and its options, or undefined for nothing. */
  consequence?: (record: R) => Consequence | undefined;
  /** The record's details, shown above the confirmation. */
  details: (record: R) => ReactNode;
}

/** A delete route (spec section 4): waits for the role check, loads the record once, then its DeleteScreen. */
export function DeletePage<R extends RaRecord>({ resource, id, listRoute, ...content }: DeletePageProps<R>) {
  const mayOpen = useMayOpen(resource, 'delete');
  if (!mayOpen) return <PageLoading />;
  return (
    <ShowBase resource={resource} id={id} redirectOnError={() => listRoute}>
      <PageFrame title={`${resource}.delete.title`} crumbs={[{ label: `${resource}.title`, to: listRoute }]}>
        <DeleteContent resource={resource} listRoute={listRoute} {...content} />
      </PageFrame>
    </ShowBase>
  );
}

function DeleteContent<R extends RaRecord>({
  resource,
  listRoute,
  redirectTo = listRoute,
  backTo,
  blocked,
  consequence,
  details,
}: Omit<DeletePageProps<R>, 'id'>) {
  const translate = useTranslate();
  const { record } = useShowContext<R>();
  if (!record) return <PageLoading />;
  const said = consequence?.(record);
  return (
    <DeleteScreen
      resource={resource}
      record={record}
      redirectTo={redirectTo}
      backTo={backTo?.(record) ?? listRoute}
      blocked={blocked?.(record)}
      consequence={said && translate(said.key, said.options)}
    >
      {details(record)}
    </DeleteScreen>
  );
}
