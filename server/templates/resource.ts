import { randomUUID } from 'node:crypto';
import {
  TEMPLATE_HISTORY,
  templateItem,
  templateListQuery,
  templateWrite,
  type TemplateWrite,
} from '@contract/templates';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { COMPANY_MANAGERS_FIRST, EVERY_ROLE, MANAGERS, type Actor } from '../platform/access';
import { badRequest, ApiError } from '../platform/errors';
import { eachRow } from '../platform/resource/derive';
import { defineResource } from '../platform/resource/routes';
import { checkMayChangeShared } from '../platform/shared-records';
import { platformOrCompany, selectTemplates, templateListSpec, toTemplate } from './queries';
import { templateRoutes } from './routes';
import { templateSheet } from './sheet';
import { TEMPLATE_LISTED, templateKeys } from './table';

const example = {
  template_name: 'Invitation to a first interview',
  subject_en: 'Your application as {{vacancy_title}}',
  body_en: 'Dear {{candidate_name}},\n\nwe would like to meet you on {{interview_time}}.\n\n{{company}}',
  subject_de: 'Ihre Bewerbung als {{vacancy_title}}',
  body_de:
    'Guten Tag {{candidate_name}},\n\nwir möchten Sie am {{interview_time}} kennenlernen.\n\n{{company}}',
} satisfies TemplateWrite;

/** A SubAdmin files a template under the company it names, or the platform; anyone else under their own. */
async function ownerOf(db: Kysely<Database>, actor: Actor, body: { company_uid?: string }) {
  if (actor.role !== 'SubAdmin') return actor.companyId;
  if (!body.company_uid) return null;
  const company = await db
    .selectFrom('companies')
    .select('id')
    .where('company_uid', '=', body.company_uid)
    .executeTakeFirst();
  if (!company) throw badRequest('validation.customer_unknown');
  return company.id;
}

/** The platform's templates are the SubAdmins' to change; a company's, its managers' too. */
/** A platform template is a SubAdmin's to change; the refusal says so. */
const checkManages = (actor: Actor, record: { company_id: number | null }) =>
  checkMayChangeShared(actor, record, () => new ApiError(403, [{ key: 'api.template_platform_only' }]));

const textsOf = (body: ReturnType<typeof templateWrite.parse>) => ({
  template_name: body.template_name,
  ...templateKeys(body),
  subject_en: body.subject_en,
  body_en: body.body_en,
  subject_de: body.subject_de,
  body_de: body.body_de,
});

/**
 * Mail templates (issue 34): every role reads the platform's and its company's (to write to candidates with
 * them); SubAdmins manage all, CustomerAdmins their company's.
 */
export const emailTemplates = defineResource({
  tags: ['templates'],
  table: 'email_templates',
  listed: TEMPLATE_LISTED,
  select: selectTemplates,
  uid: 'uid',
  // The platform's have no company: every entry is filed under its author's.
  company: null,
  items: () => eachRow(toTemplate),
  item: templateItem,
  history: TEMPLATE_HISTORY,
  timeline: { readers: MANAGERS },
  routes: templateRoutes,
  list: {
    all: 'templateList',
    query: templateListQuery,
    sheet: templateSheet,
    roles: EVERY_ROLE,
    spec: templateListSpec,
    records: (db, scope) => db.selectFrom('email_templates').where(platformOrCompany(scope)),
  },
  detail: { path: 'templateDetail', roles: EVERY_ROLE, item: templateItem },
  create: {
    path: 'templateCreate',
    roles: COMPANY_MANAGERS_FIRST,
    body: templateWrite,
    example,
    message: 'api.template_added',
    prepare: async ({ ctx, actor }, body) => ({ owner: await ownerOf(ctx.db, actor, body) }),
    insert: async ({ trx }, body, { owner }) => {
      const uid = randomUUID();
      const now = new Date().toISOString();
      await trx
        .insertInto('email_templates')
        .values({ uid, company_id: owner, ...textsOf(body), created_at: now, updated_at: now })
        .execute();
      return uid;
    },
  },
  update: {
    path: 'templateUpdate',
    roles: COMPANY_MANAGERS_FIRST,
    body: templateWrite,
    example,
    message: 'api.template_updated',
    prepare: async ({ ctx, actor }, body, record) => {
      checkManages(actor, record);
      // Left out, a template stays whose it was.
      if (body.company_uid === undefined) return { owner: record.company_id };
      return { owner: await ownerOf(ctx.db, actor, body) };
    },
    update: async ({ trx }, body, record, _before, { owner }) => {
      await trx
        .updateTable('email_templates')
        .set({ company_id: owner, ...textsOf(body), updated_at: new Date().toISOString() })
        .where('id', '=', record.id)
        .execute();
    },
  },
  delete: {
    path: 'templateDelete',
    roles: COMPANY_MANAGERS_FIRST,
    message: 'api.template_deleted',
    check: ({ actor }, record) => checkManages(actor, record),
  },
});
