import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { z } from 'zod';
import type { ListType, UserRole } from '@contract/domain';
import type { Language } from '@contract/languages';
import type { HistoryChange } from '@contract/history';
import type { SharedMessageKey } from '../../../i18n';
import type { ApiPathName } from '@contract/paths';
import type { BulkList } from '../../bulk/selection';
import type { Sheet } from '../../export/sheet';
import type { ListedTable } from '../../db/list-indexes';
import type { Reference } from '../../db/references';
import type { Database } from '../../db/schema';
import type { VersionedTable } from '../../db/versions';
import type { Actor } from '../access';
import type { App, Context } from '../context';
import type { ListRoutes } from '../list-routes';
import type { ListSpec } from '../list-spec';
import type { ListAnswer, ListRows } from '../lists';

/** A record's values as its history keeps them, by API field name. */
export type HistoryValues = Record<string, string | number | null>;

/** Work a write leaves for after its commit (an erasure's log lines and files), which never undoes it. */
export type Committed = () => Promise<void>;

/**
 * Where a write runs: its transaction, its author, the URL of the image it stored (or null), and the work it
 * leaves for after the commit (an interview's invitations): run once the transaction has committed, never when
 * it rolls back.
 */
export interface Write {
  ctx: Context;
  trx: Kysely<Database>;
  actor: Actor;
  /** The caller's language: mails the write sends to people without an account (a candidate) are in it. */
  language: Language;
  image: string | null;
  afterCommit(work: Committed): void;
}

/**
 * An update's write, which may ask what it changed of the recorded fields (an interview's invitations go
 * again only when what they tell changed). They are read once, and recorded as read: whatever the update
 * writes after asking must leave the recorded fields alone.
 */
export interface UpdateWrite extends Write {
  changes(): Promise<HistoryChange[]>;
}

/** A call of the resource: its section 7 path and who may make it. */
interface Call {
  path: ApiPathName;
  roles: readonly UserRole[];
}

/** The list calls (of the resource's items): paths, tabs, query, export columns, what one tab lists. */
export interface ResourceList<Q extends z.ZodObject, E> extends Omit<
  ListRoutes<Q, E>,
  'tags' | 'item' | 'list'
> {
  sheet: Sheet<E>;
  list(
    ctx: Context,
    request: FastifyRequest,
    query: z.infer<Q>,
    type: ListType,
  ): Promise<ListAnswer | Readable | ListRows<E>>;
}

/** Who writes, and the request (its address, its language). */
export interface Caller {
  ctx: Context;
  request: FastifyRequest;
  actor: Actor;
}

/**
 * A resource as the generic routes read it: its declaration (ResourceDeclaration, its folder's `resource.ts`)
 * with what defineResource derives from it; its table, calls, rules, history and export. The generic routes
 * (resourceRoutes) do the plumbing every resource shares: roles, company scope, the record locked and read
 * before a write, history in the write's transaction, unique keys and blocked deletes as 409. `T` is the record
 * as `find` reads it, `E` as the answers show it; `PC`/`PU` what a create's/update's checks prepared. What the
 * parameters must be is said once, where a declaration is made (defineResource).
 */
export interface Resource<T, E, Q extends z.ZodObject, C, U, PC, PU> {
  tags: string[];
  /** The table holding the records, keyed by `id`, each with its version. */
  table: VersionedTable;
  /** What its lists order and search by (its table.ts): the tests check that the migrations made it all. */
  listed?: ListedTable;
  /** The record of that uid within the company scope (null: every company), or undefined. */
  find(db: Kysely<Database>, uid: string, scope: number | null): Promise<T | undefined>;
  /**
   * The record's uid, the company its history entries belong to (null: the author's), and the uid of the
   * timeline they show on (its own, or its parent's: an interview's candidate).
   */
  key(record: T): { uid: string; companyId: number | null; subjectUid: string };
  /** The record as the write answers show it (`data`). */
  entity(ctx: Context, record: T): Promise<E> | E;
  /** The answers' item schema. */
  item: z.ZodType;
  /** What its history records (its contract's RecordedHistory), and how its values are read. */
  history: {
    kind: string;
    /** The recorded fields: columns of `table` unless `values` reads them otherwise. */
    fields: readonly string[];
    values?(db: Kysely<Database>, id: number): Promise<HistoryValues | undefined>;
  };
  /** Its records' timeline (record-history/{history.kind}/{uid}/), if they have one. */
  timeline?: Timeline;
  /** The multipart image field of the create and update forms (else they take JSON). */
  image?: string;
  /** A write refused by a unique index answers 409 with this message. */
  unique?: SharedMessageKey;
  list?: ResourceList<Q, E>;
  /** `show`: what the detail answers beyond the record as `entity` shows it (a customer's users). */
  detail?: Call & { item: z.ZodType; show?(ctx: Context, record: T): Promise<unknown> | unknown };
  create?: Call & {
    body: C;
    /** A valid body: the reference shows it, and tests write records of the resource with it. */
    example?: z.input<C>;
    message: SharedMessageKey;
    /** Checks before anything is written (may refuse), and what the insert needs of them. */
    prepare?(caller: Caller, body: z.infer<C>): Promise<PC>;
    /** Inserts the record: its uid. */
    insert(write: Write, body: z.infer<C>, prepared: PC): Promise<string>;
  };
  update?: Call & {
    body: U;
    /** A valid body, as the create's. */
    example?: z.input<U>;
    message: SharedMessageKey;
    /** Refuses a call before the record is looked up (a caller who may edit only their own). */
    guard?(caller: Caller): void;
    prepare?(caller: Caller, body: z.infer<U>, record: T): Promise<PU>;
    /** Writes the change: any changes its history shows beyond the fields' (a new password). */
    update(
      write: UpdateWrite,
      body: z.infer<U>,
      record: T,
      before: HistoryValues,
      prepared: PU,
    ): Promise<HistoryChange[] | undefined> | Promise<void>;
  };
  delete?: Call &
    InUse & {
      message: SharedMessageKey;
      /** Refuses before anything is written (a protected record, a caller without the right). */
      check?(caller: Caller, record: T): void;
      /**
       * Writes what goes with the record before it is deleted (the rows its foreign keys take: a vacancy's
       * candidates are erased), leaving what follows the commit to `write.afterCommit`.
       */
      cascade?(write: Write, record: T): Promise<void>;
      /**
       * Runs after the record is deleted and its deletion recorded, in the same transaction: what of it leaves
       * the history with it (a deleted user's name and email, issue 30).
       */
      forget?(write: Write, record: T): Promise<void>;
      /** The bulk delete (server/bulk/delete.ts): the records of a list selection, each by the rules above. */
      bulk?: BulkDelete;
    };
  /** Calls of the resource beyond the five (a dropdown). */
  routes?(app: App, ctx: Context): void;
}

/** The columns of a row (as its `select` names them) whose values are of type `V`. */
type ColumnOf<T, V> = { [K in keyof T]: T[K] extends V ? K : never }[keyof T] & string;

/** What a selector answers: a query of the records, of its own tables and their aliases. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each selector joins tables under its own aliases
type Selection<T> = SelectQueryBuilder<any, any, T>;

/** A batch of rows as an answer shows them, read from `db` (a snapshot while an unpaged list streams). */
export type Items<T, E> = (db: Kysely<Database>, rows: T[]) => Promise<E[]> | E[];

/** A list as its resource declares it: the calls, and what it lists of the table for one tab. */
type DeclaredList<Q extends z.ZodObject, E> = Omit<ResourceList<Q, E>, 'list'> & {
  spec: ListSpec;
  /**
   * The listed table alone for one tab, within the company scope (null: every company): no join, so that
   * counts and deep pages read an index only.
   */
  records(
    db: Kysely<Database>,
    scope: number | null,
    type: ListType,
  ): SelectQueryBuilder<Database, keyof Database, object>;
};

/**
 * A resource as its folder's `resource.ts` declares it: what its records are (one selector, the uid column, the
 * company they belong to) and how answers show them; defineResource derives the rest (finding a record, the
 * history's keys, the list's pages and the write answers' `data`).
 */
export interface ResourceDeclaration<T, E, Q extends z.ZodObject, C, U, PC, PU> extends Omit<
  Resource<T, E, Q, C, U, PC, PU>,
  'find' | 'key' | 'entity' | 'list'
> {
  /** Its records with all their answers show, within the company scope (null: every company). */
  select(db: Kysely<Database>, scope: number | null): Selection<T>;
  /** The column of `table` holding its uid (the row's field of that name). */
  uid: ColumnOf<T, string>;
  /**
   * The column of the company its history entries belong to; null: the author's. A record whose column is null
   * (a platform-wide rejection reason) files them under its author's too.
   */
  company: ColumnOf<T, number | null> | null;
  /** The column of the uid whose timeline shows its history (an interview's candidate's); else its own. */
  subject?: ColumnOf<T, string>;
  /** How an answer shows its records, made once an answer (so that one signer signs all its links). */
  items(ctx: Context): Promise<Items<T, E>> | Items<T, E>;
  list?: DeclaredList<Q, E>;
}

/**
 * What refers to a record and so blocks its delete: the delete goes only where none of these rows exists (the
 * condition inside the DELETE), else answers 409 with `inUse`.
 */
type InUse =
  { referencedBy?: never; inUse?: never } | { referencedBy: readonly Reference[]; inUse: SharedMessageKey };

/** A resource's bulk delete call: its path, who may make it, its body, and the list it selects from. */
export interface BulkDelete {
  path: ApiPathName;
  roles: readonly UserRole[];
  /** The selection (made in its contract by bulkDelete, contract/bulk.ts). */
  body: z.ZodType;
  /** "12 packages deleted" (smart_count). */
  message: SharedMessageKey;
  /** The records the caller may delete, already in the caller's company. */
  list(actor: Actor): BulkList<keyof Database>;
}

/** A timeline: who may read it, and the kinds of entries it shows beside its record's own. */
export interface Timeline {
  readers: readonly UserRole[];
  /** A candidate's shows its notes' entries too. */
  including?: readonly string[];
}

/** Any declaration: what reads every resource alike (the generic routes, tests) sees only what all have. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each resource's own types are checked where it is declared
export type DeclaredResource = Resource<{ id: number; version: number }, any, any, any, any, any, any>;

/**
 * What the registry (server/resources.ts) holds of a resource: its routes, and its declaration if it has one
 * (the timelines and the tests' cases are derived from it).
 */
export interface ResourceEntry {
  routes(app: App, ctx: Context): void;
  declaration?: DeclaredResource;
}
