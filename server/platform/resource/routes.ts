import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { answer, detailAnswer, messageAnswer } from '@contract/envelope';
import type { HistoryChange } from '@contract/history';
import { ifMatchHeaders, staleAnswer } from '@contract/versions';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { unreferenced } from '../../db/references';
import type { Database } from '../../db/schema';
import { bumpVersion } from '../../db/versions';
import { changesOf, recordHistory } from '../../history/record';
import { companyScope, type Actor } from '../access';
import type { App, Context } from '../context';
import { conflict, notFound } from '../errors';
import { readImageForm } from '../image-form';
import {
  conditionally,
  expectedVersions,
  preconditionFailed,
  requireVersion,
  tagAnswer,
  taggedRecord,
  type Expected,
} from '../preconditions';
import { declareListRoutes } from '../list-routes';
import type { CheckedImage } from '../uploads';
import { actorOf, allow, endpoint, ok, said } from '../routes';
import { derive } from './derive';
import type {
  Caller,
  Committed,
  DeclaredResource,
  HistoryValues,
  ResourceDeclaration,
  ResourceEntry,
  Write,
} from './types';

const idParam = z.object({ id: z.string() });
const security = [{ bearer: [] }];
const DETAIL_DESCRIPTION =
  'The ETag header is the record\'s version (`"<version>"`): a write sends it back as If-Match.';
/** A form with an image comes as multipart (or JSON without the image); it is parsed in the handler. */
const consumes = ['multipart/form-data', 'application/json'];

/** A declaration, type-checked and completed (derive), as the registry holds it. */
export function defineResource<
  T extends { id: number; version: number },
  E extends object,
  Q extends z.ZodObject,
  C extends z.ZodType,
  U extends z.ZodType,
  PC = undefined,
  PU = undefined,
>(resource: ResourceDeclaration<T, E, Q, C, U, PC, PU>): ResourceEntry {
  const declaration = derive(resource) as unknown as DeclaredResource;
  return { routes: (app, ctx) => resourceRoutes(app, ctx, declaration), declaration };
}

/** Registers a resource's list, detail, create, update and delete calls, those it declares. */
export function resourceRoutes(app: App, ctx: Context, resource: DeclaredResource): void {
  const { list } = resource;
  if (list) {
    declareListRoutes(app, ctx, {
      ...list,
      item: resource.item,
      tags: resource.tags,
      list: (request, query, type) => list.list(ctx, request, query, type),
    });
  }
  resource.routes?.(app, ctx);
  detailRoute(app, ctx, resource);
  createRoute(app, ctx, resource);
  updateRoute(app, ctx, resource);
  deleteRoute(app, ctx, resource);
}

/**
 * The record's values as the write replaces them, locked until it commits; 404 if deleted meanwhile. Its version
 * is compared with If-Match under that lock, so that of writes made from the same read exactly one goes ahead.
 * An update locks the row as PostgreSQL's own UPDATE of non-key columns does (FOR NO KEY UPDATE): a child
 * written meanwhile checks its foreign key against the row (FOR KEY SHARE), which FOR UPDATE would block, and a
 * write that holds that child and waits for this row would deadlock. A delete takes the whole row.
 */
async function lockedValues(
  ctx: Context,
  trx: Kysely<Database>,
  resource: DeclaredResource,
  id: number,
  expected: Expected,
  write: 'update' | 'delete',
) {
  // PostgreSQL needs the lock; SQLite's single connection runs one transaction at a time.
  const strength = write === 'delete' ? sql` FOR UPDATE` : sql` FOR NO KEY UPDATE`;
  const lock = ctx.engine === 'postgres' ? strength : sql``;
  const table = sql.table(resource.table);
  const { rows } = await sql<{ version: number }>`
    SELECT version FROM ${table} WHERE id = ${id}${lock}`.execute(trx);
  const before = rows[0] ? await valuesOf(trx, resource, id) : undefined;
  if (!rows[0] || !before) throw notFound();
  requireVersion(expected, rows[0].version);
  return before;
}

/** A write refused by If-Match as the 412: the record as it now is, who changed it last and when. */
async function staleFailure(ctx: Context, resource: DeclaredResource, uid: string) {
  const record = await resource.find(ctx.db, uid, null);
  if (!record) return notFound();
  const { subjectUid } = resource.key(record);
  const subject = { kind: resource.history.kind, subjectUid, recordUid: uid };
  return preconditionFailed(ctx.db, subject, await resource.entity(ctx, record), record.version);
}

async function valuesOf(db: Kysely<Database>, resource: DeclaredResource, id: number) {
  const { table, history } = resource;
  if (history.values) return history.values(db, id);
  const columns = sql.join(history.fields.map((field) => sql.ref(field)));
  const { rows } = await sql<HistoryValues>`
    SELECT ${columns} FROM ${sql.table(table)} WHERE id = ${id}`.execute(db);
  return rows[0];
}

/** A write's transaction, a unique index's refusal answered as the resource's 409. */
function inTransaction<R>(
  ctx: Context,
  resource: DeclaredResource,
  write: (trx: Kysely<Database>) => Promise<R>,
): Promise<R> {
  return ctx.db
    .transaction()
    .execute(write)
    .catch((error: unknown) => {
      throw resource.unique && isUniqueViolation(error) ? conflict(resource.unique) : error;
    });
}

/** The history entry's record, subject and company. */
function entryOf(resource: DeclaredResource, record: { id: number; version: number }, actor: Actor) {
  const { uid, companyId, subjectUid } = resource.key(record);
  return {
    kind: resource.history.kind,
    subjectUid,
    recordUid: uid,
    companyId: companyId ?? actor.companyId,
    actor,
  };
}

/** The body of a create or update: a multipart form with the image, or the JSON fastify has checked. */
async function formOf(
  request: FastifyRequest,
  resource: DeclaredResource,
  schema: z.ZodObject,
): Promise<{ body: unknown; image: CheckedImage | undefined }> {
  if (!resource.image) return { body: request.body, image: undefined };
  return readImageForm(request, schema, resource.image);
}

/** The stored image's URL among a record's values. */
export function imageOf(resource: DeclaredResource, values: HistoryValues): string | null {
  const url = resource.image ? values[resource.image] : null;
  return typeof url === 'string' ? url : null;
}

/** The route schema of a write's body: a documented form (multipart) or a validated JSON body, its example shown. */
function bodySchema(resource: DeclaredResource, write: { body: z.ZodType; example?: unknown }) {
  const body = write.example === undefined ? write.body : write.body.meta({ examples: [write.example] });
  return resource.image ? { consumes, formBody: body } : { body };
}

/**
 * The record as the answer shows it after a write (gone again only if deleted meanwhile), its version as the
 * answer's ETag.
 */
async function dataOf(
  ctx: Context,
  request: FastifyRequest,
  reply: FastifyReply,
  resource: DeclaredResource,
  uid: string,
) {
  const record = await resource.find(ctx.db, uid, null);
  if (!record) throw notFound();
  return taggedRecord(request, reply, await resource.entity(ctx, record), record.version);
}

/** The work writes leave for after their commit (Write.afterCommit), and its run once they have committed. */
export function afterCommits() {
  const works: Committed[] = [];
  return {
    afterCommit: (work: Committed) => {
      works.push(work);
    },
    run: async () => {
      for (const work of works) await work();
    },
  };
}

export const callerOf = (ctx: Context, request: FastifyRequest): Caller => ({
  ctx,
  request,
  actor: actorOf(request),
});

async function findOr404(caller: Caller, resource: DeclaredResource) {
  const { id } = caller.request.params as z.infer<typeof idParam>;
  const record = await resource.find(caller.ctx.db, id, companyScope(caller.actor));
  if (!record) throw notFound();
  return record;
}

function detailRoute(app: App, ctx: Context, resource: DeclaredResource) {
  const { detail, tags } = resource;
  if (!detail) return;
  app.get(
    endpoint(detail.path),
    {
      onRequest: allow(ctx, detail.roles),
      schema: {
        tags,
        security,
        params: idParam,
        description: DETAIL_DESCRIPTION,
        response: { 200: detailAnswer(detail.item) },
      },
    },
    async (request, reply) => {
      const record = await findOr404(callerOf(ctx, request), resource);
      tagAnswer(reply, record.version);
      return ok([await (detail.show ?? resource.entity)(ctx, record)]);
    },
  );
}

const savedAnswer = (resource: DeclaredResource) => answer(z.string()).extend({ data: resource.item });

function createRoute(app: App, ctx: Context, resource: DeclaredResource) {
  const { create, tags } = resource;
  if (!create) return;
  app.post(
    endpoint(create.path),
    {
      onRequest: allow(ctx, create.roles),
      schema: {
        tags,
        security,
        ...bodySchema(resource, create),
        response: { 200: savedAnswer(resource) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(ctx, request);
      const { actor } = caller;
      const { body, image } = await formOf(request, resource, create.body);
      const prepared: unknown = await create.prepare?.(caller, body);
      const later = afterCommits();
      const uid = await ctx.uploads.storeFor(image, (url) =>
        inTransaction(ctx, resource, async (trx) => {
          const write = {
            ctx,
            trx,
            actor,
            language: request.language,
            image: url,
            afterCommit: later.afterCommit,
          };
          const created = await create.insert(write, body, prepared);
          const record = await resource.find(trx, created, null);
          if (!record) throw notFound();
          const after = (await valuesOf(trx, resource, record.id)) ?? null;
          await recordHistory(trx, {
            ...entryOf(resource, record, actor),
            action: 'create',
            changes: changesOf(resource.history.fields, null, after),
          });
          return created;
        }),
      );
      await later.run();
      return { ...said(request, create.message), data: await dataOf(ctx, request, reply, resource, uid) };
    },
  );
}

function updateRoute(app: App, ctx: Context, resource: DeclaredResource) {
  const { update, tags } = resource;
  if (!update) return;
  app.put(
    endpoint(update.path),
    {
      onRequest: allow(ctx, update.roles),
      schema: {
        tags,
        security,
        ...bodySchema(resource, update),
        params: idParam,
        headers: ifMatchHeaders,
        response: { 200: savedAnswer(resource), 412: staleAnswer(resource.item) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(ctx, request);
      const { actor } = caller;
      update.guard?.(caller);
      const expected = expectedVersions(request);
      // The form is read first so that an upload stream is consumed whatever the answer.
      const { body, image } = await formOf(request, resource, update.body);
      const record = await findOr404(caller, resource);
      const prepared: unknown = await update.prepare?.(caller, body, record);
      const { uid } = resource.key(record);
      let replaced: string | null = null;
      const later = afterCommits();
      await conditionally(
        () =>
          ctx.uploads.storeFor(image, (url) =>
            inTransaction(ctx, resource, async (trx) => {
              const before = await lockedValues(ctx, trx, resource, record.id, expected, 'update');
              replaced = imageOf(resource, before);
              // Read once, when the update asks (UpdateWrite) or after it.
              let read: Promise<HistoryChange[]> | undefined;
              const changed = () =>
                (read ??= valuesOf(trx, resource, record.id).then((after) =>
                  changesOf(resource.history.fields, before, after ?? null),
                ));
              const more = await update.update(
                {
                  ctx,
                  trx,
                  actor,
                  language: request.language,
                  image: url,
                  afterCommit: later.afterCommit,
                  changes: changed,
                },
                body,
                record,
                before,
                prepared,
              );
              const changes = [...(await changed()), ...(more ?? [])];
              // A save that changed nothing leaves the version, so that it makes no colleague's form stale.
              if (changes.length > 0) await bumpVersion(trx, resource.table, record.id);
              await recordHistory(trx, { ...entryOf(resource, record, actor), action: 'update', changes });
            }),
          ),
        () => staleFailure(ctx, resource, uid),
      );
      await later.run();
      if (image) await ctx.uploads.remove(replaced);
      return { ...said(request, update.message), data: await dataOf(ctx, request, reply, resource, uid) };
    },
  );
}

type Deletion = NonNullable<DeclaredResource['delete']>;

/** A record deleted in a transaction: its values before (its image goes after the commit). */
export interface Deleted {
  values: HistoryValues;
}

/**
 * Deletes a record by its resource's rules, in the write's transaction: locked, what goes with it taken
 * (`cascade`), deleted unless something still refers to it (409 with `inUse`), recorded.
 */
export async function deleteLocked(
  write: Write,
  resource: DeclaredResource,
  remove: Deletion,
  record: { id: number; version: number },
  expected: Expected = undefined,
): Promise<Deleted> {
  const inUse = (error: unknown) => {
    throw remove.inUse && isForeignKeyViolation(error) ? conflict(remove.inUse) : error;
  };
  const { ctx, trx, actor } = write;
  const values = await lockedValues(ctx, trx, resource, record.id, expected, 'delete');
  await remove.cascade?.(write, record);
  // A condition inside the DELETE sees a reference added meanwhile; one added while the DELETE runs is
  // caught by its foreign key.
  const { numAffectedRows } = await sql`
    DELETE FROM ${sql.table(resource.table)}
    WHERE id = ${record.id} AND ${unreferenced(resource.table, remove.referencedBy ?? [])}`
    .execute(trx)
    .catch(inUse);
  if (!numAffectedRows) throw remove.inUse ? conflict(remove.inUse) : notFound();
  await recordHistory(trx, {
    ...entryOf(resource, record, actor),
    action: 'delete',
    changes: changesOf(resource.history.fields, values, null),
  });
  await remove.forget?.(write, record);
  return { values };
}

function deleteRoute(app: App, ctx: Context, resource: DeclaredResource) {
  const { delete: remove, tags } = resource;
  if (!remove) return;
  app.delete(
    endpoint(remove.path),
    {
      onRequest: allow(ctx, remove.roles),
      schema: {
        tags,
        security,
        params: idParam,
        headers: ifMatchHeaders,
        response: { 200: messageAnswer, 412: staleAnswer(resource.item) },
      },
    },
    async (request) => {
      const caller = callerOf(ctx, request);
      const { actor } = caller;
      const expected = expectedVersions(request);
      const record = await findOr404(caller, resource);
      remove.check?.(caller, record);
      const later = afterCommits();
      const write = () =>
        inTransaction(ctx, resource, (trx) =>
          deleteLocked(
            { ctx, trx, actor, language: request.language, image: null, afterCommit: later.afterCommit },
            resource,
            remove,
            record,
            expected,
          ),
        );
      const uid = resource.key(record).uid;
      const deleted = await conditionally(write, () => staleFailure(ctx, resource, uid));
      await later.run();
      await ctx.uploads.remove(imageOf(resource, deleted.values));
      return said(request, remove.message);
    },
  );
}
