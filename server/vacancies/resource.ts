import { randomUUID } from 'node:crypto';
import { vacancyBulkDelete } from '@contract/bulk';
import {
  vacancy,
  VACANCY_HISTORY,
  vacancyCreate,
  vacancyListQuery,
  vacancyListType,
  vacancyUpdate,
} from '@contract/vacancies';
import { vacancyList } from '../bulk/vacancies';
import { vacancyKeys } from '../db/keys';
import { companyCopiesForChild, spreadVacancy } from '../db/parent-keys';
import { ACTIVE_STATE } from '../db/select';
import { vacancySheet } from '../export/sheets';
import { EVERY_ROLE, MANAGERS } from '../platform/access';
import { badRequest } from '../platform/errors';
import { signedItems } from '../platform/resource/derive';
import { defineResource } from '../platform/resource/routes';
import { eraseVacancyCandidates } from './erase';
import { vacancyHistoryValues } from './history';
import { selectVacancies, toVacancies, vacanciesInTab, vacancyListSpec } from './queries';
import { prepareCreate, preparePackages } from './rules';
import { formColumns, setPackages } from './writes';
import { VACANCY_LISTED } from './table';

/** Vacancies: every role reads those of its reach, managers write them, with their booked packages. */
export const vacancies = defineResource({
  tags: ['vacancies'],
  table: 'vacancies',
  listed: VACANCY_LISTED,
  select: selectVacancies,
  uid: 'uid',
  company: 'company_id',
  // A batch at a time: the package catalogue and the rows' bookings come in two queries whatever their number.
  items: signedItems((sign) => (db, rows) => toVacancies(db, rows, sign)),
  item: vacancy,
  // Its booked packages' names among its values; the thumbnail without its values.
  history: { ...VACANCY_HISTORY, values: vacancyHistoryValues },
  timeline: { readers: EVERY_ROLE },
  image: 'vacancy_thumbnail',
  list: {
    byType: { path: 'vacancyList', types: vacancyListType },
    query: vacancyListQuery,
    sheet: vacancySheet,
    roles: EVERY_ROLE,
    spec: vacancyListSpec,
    records: vacanciesInTab,
  },
  detail: { path: 'vacancyDetail', roles: EVERY_ROLE, item: vacancy },
  create: {
    path: 'vacancyCreate',
    roles: MANAGERS,
    body: vacancyCreate,
    message: 'api.vacancy_added',
    prepare: prepareCreate,
    insert: async ({ ctx, trx, actor, image }, body, { company, packageIds }) => {
      const copies = await companyCopiesForChild(trx, ctx.engine, company.id);
      if (!copies) throw badRequest('validation.customer_unknown');
      const uid = randomUUID();
      const created = await trx
        .insertInto('vacancies')
        .values({
          uid,
          ...formColumns(body),
          vacancy_status: ACTIVE_STATE.active,
          vacancy_thumbnail: image,
          // The share URL comes from the candidate-facing site, which the spec does not show.
          vacancy_share_url: null,
          ...vacancyKeys(body),
          ...copies,
          company_id: company.id,
          created_by_id: actor.id,
          modified_by_id: actor.id,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await setPackages(trx, created.id, packageIds);
      return uid;
    },
  },
  update: {
    path: 'vacancyUpdate',
    roles: MANAGERS,
    body: vacancyUpdate,
    message: 'api.vacancy_updated',
    prepare: async ({ ctx }, body) => preparePackages(ctx.db, body.vacancy_package),
    update: async ({ ctx, trx, actor, image }, body, row, before, packageIds) => {
      await trx
        .updateTable('vacancies')
        .set({
          ...formColumns(body),
          ...vacancyKeys(body),
          vacancy_status: body.vacancy_status,
          modified_by_id: actor.id,
          ...(image ? { vacancy_thumbnail: image } : {}),
        })
        .where('id', '=', row.id)
        .execute();
      // Against the locked row: `row`, read before the lock, may predate a rename committed since.
      if (body.vacancy_title !== before.vacancy_title) await spreadVacancy(trx, ctx.engine, row.id);
      await setPackages(trx, row.id, packageIds);
    },
  },
  delete: {
    path: 'vacancyDelete',
    roles: MANAGERS,
    message: 'api.vacancy_deleted',
    bulk: {
      path: 'vacancyBulkDelete',
      roles: MANAGERS,
      body: vacancyBulkDelete,
      message: 'api.vacancies_deleted',
      list: vacancyList,
    },
    // Candidates go with the vacancy as an erasure takes them (issue 30): no personal data is left in the
    // history, and the erasure log names them, so that a restore takes them again. Package selections cascade.
    cascade: async ({ ctx, trx, actor, afterCommit }, row) =>
      afterCommit(await eraseVacancyCandidates(ctx, trx, row.id, actor)),
  },
});
