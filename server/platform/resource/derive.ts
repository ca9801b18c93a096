import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { companyScope } from '../access';
import type { Context } from '../context';
import { notFound } from '../errors';
import { runList } from '../lists';
import type { MediaSigner } from '../media-links';
import { actorOf } from '../routes';
import type { Items, Resource, ResourceDeclaration } from './types';

/** Items made one row at a time (a record whose answer needs nothing but its row). */
export const eachRow =
  <T, E>(toItem: (row: T) => E): Items<T, E> =>
  (_db, rows) =>
    rows.map(toItem);

/** Items with signed links to their files: one signer for all of an answer's (its links expire together). */
export const signedItems =
  <T, E>(items: (sign: MediaSigner) => Items<T, E>) =>
  async (ctx: Context): Promise<Items<T, E>> =>
    items(await ctx.mediaLinks.signer());

/**
 * What every resource does alike, made from its declaration: a record found by its uid, its history keys, its
 * answers' `data`, and its list's pages (the rows of a page's ids by the same selector, shown a batch at a time).
 */
export function derive<
  T extends { id: number; version: number },
  E extends object,
  Q extends z.ZodObject,
  C,
  U,
  PC,
  PU,
>(declared: ResourceDeclaration<T, E, Q, C, U, PC, PU>): Resource<T, E, Q, C, U, PC, PU> {
  const { select, uid, company, subject, items, list, ...resource } = declared;
  const column = (name: string) => sql.ref(`${declared.table}.${name}`);
  const rowsOf = (db: Kysely<Database>, ids: readonly number[]) =>
    select(db, null).where(column('id'), 'in', ids).execute();
  return {
    ...resource,
    find: (db, value, scope) => select(db, scope).where(column(uid), '=', value).executeTakeFirst(),
    // ColumnOf has checked these columns' types where the resource is declared; TypeScript cannot follow it here.
    key: (row) => ({
      uid: row[uid] as string,
      companyId: company === null ? null : (row[company] as number | null),
      subjectUid: row[subject ?? uid] as string,
    }),
    entity: async (ctx, row) => {
      const [item] = await (await items(ctx))(ctx.db, [row]);
      if (item === undefined) throw notFound();
      return item;
    },
    list: list && {
      ...list,
      list: async (ctx: Context, request, query, type) => {
        const scope = companyScope(actorOf(request));
        const show = await items(ctx);
        const source = (db: Kysely<Database>) => ({
          records: list.records(db, scope, type),
          // Each item keeps its row's id and version beside it.
          rows: async (ids: readonly number[]) => {
            const rows = await rowsOf(db, ids);
            const shown = await show(db, rows);
            return rows.map((row, index) => ({ id: row.id, version: row.version, item: shown[index] as E }));
          },
        });
        return runList(request, ctx, source, list.spec, query, ({ item }) => item);
      },
    },
  };
}
