import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ListType, UserRole } from '@contract/domain';
import { listAnswer } from '@contract/envelope';
import type { ApiPathName } from '@contract/paths';
import { sendCsv } from '../export/csv';
import type { Sheet } from '../export/sheet';
import { sendXlsx } from '../export/xlsx';
import { alreadyShaped } from './answer-serializer';
import type { App, Context } from './context';
import { ListRows, type ListAnswer } from './lists';
import { holdLongResponse } from './long-response';
import { allow, endpoint } from './routes';

/** A list call's path parameters: one key (`type`, or `status` for candidates) naming the list type. */
type TypeParams = z.ZodObject<Record<string, z.ZodType<ListType>>>;

export interface ListRoutes<Q extends z.ZodObject, I> {
  /** The call that lists every record, beside the typed call ('all') or alone (a resource without tabs). */
  all?: ApiPathName;
  /** The call whose path names the list type (all, active, inactive, ...), with its path parameter. */
  byType?: { path: ApiPathName; types: TypeParams };
  query: Q;
  item: z.ZodType;
  /** The columns of its `format=xlsx` and `format=csv` exports, as the list screen shows them. */
  sheet: Sheet<I>;
  roles: readonly UserRole[];
  tags: string[];
  /** The answer for one list type, with the caller's filters, search, ordering and paging. */
  list(
    request: FastifyRequest,
    query: z.infer<Q>,
    type: ListType,
  ): Promise<ListAnswer | Readable | ListRows<I>>;
}

/** What the OpenAPI document says of the exports, beside the query parameter itself. */
const EXPORT_DESCRIPTION =
  'With `format=xlsx` or `format=csv` the answer is every matching record (tab, search, filters, ordering; ' +
  '`page` ignored) as an attachment named `<resource>-<YYYY-MM-DD>.xlsx` or `.csv`, streamed, with the ' +
  "columns and words of the list screen in the caller's language (Accept-Language). `xlsx`: an " +
  '`application/vnd.openxmlformats-officedocument.spreadsheetml.sheet` workbook of typed cells (texts, ' +
  'numbers, dates shown as YYYY-MM-DD in English and DD.MM.YYYY in German). `csv`: `text/csv; charset=utf-8`, ' +
  'UTF-8 with a byte-order mark, `;` between fields in German and `,` in English, dates as YYYY-MM-DD in ' +
  'English and DD.MM.YYYY in German, a leading apostrophe before a text that starts like a formula.';

/** Who writes each export's file. */
const SENDERS = { xlsx: sendXlsx, csv: sendCsv } as const;

/** Declares a resource's list calls: the same roles, query and answer, the list type from the path. */
export function declareListRoutes<Q extends z.ZodObject, I>(
  app: App,
  ctx: Context,
  routes: ListRoutes<Q, I>,
): void {
  const schema = {
    tags: routes.tags,
    security: [{ bearer: [] }],
    querystring: routes.query,
    description: EXPORT_DESCRIPTION,
  };
  const response = { 200: alreadyShaped(listAnswer(routes.item)) };
  const onRequest = allow(ctx, routes.roles);
  const query = (request: FastifyRequest) => request.query as z.infer<Q>;
  if (routes.all) {
    app.get(endpoint(routes.all), { onRequest, schema: { ...schema, response } }, async (request, reply) =>
      sendList(ctx, request, reply, routes.sheet, await routes.list(request, query(request), 'all')),
    );
  }
  const { byType } = routes;
  if (!byType) return;
  const [typeKey = ''] = Object.keys(byType.types.shape);
  const type = (request: FastifyRequest) => (request.params as Record<string, ListType>)[typeKey] ?? 'all';
  app.get(
    endpoint(byType.path),
    { onRequest, schema: { ...schema, params: byType.types, response } },
    async (request, reply) =>
      sendList(ctx, request, reply, routes.sheet, await routes.list(request, query(request), type(request))),
  );
}

/** A long-lived answer (a stream): a download slot each, and cut when its client stops reading. */
const holdLong = (ctx: Context, request: FastifyRequest, reply: FastifyReply) =>
  holdLongResponse(request, reply, {
    slots: ctx.downloads,
    sendTimeout: ctx.config.SEND_TIMEOUT,
    busy: 'api.too_many_downloads',
  });

/** An export, written as its file as its records are read. */
export async function sendFile<I>(
  ctx: Context,
  request: FastifyRequest,
  reply: FastifyReply,
  sheet: Sheet<I>,
  rows: ListRows<I>,
) {
  await holdLong(ctx, request, reply);
  return SENDERS[rows.format](request, reply, sheet, rows);
}

/** A page goes through the response schema; an unpaged list is already the contract's JSON, streamed. */
async function sendList<I>(
  ctx: Context,
  request: FastifyRequest,
  reply: FastifyReply,
  sheet: Sheet<I>,
  answer: ListAnswer | Readable | ListRows<I>,
) {
  if (answer instanceof ListRows) return sendFile(ctx, request, reply, sheet, answer);
  if (!(answer instanceof Readable)) return answer;
  await holdLong(ctx, request, reply);
  return reply.type('application/json; charset=utf-8').send(answer);
}
