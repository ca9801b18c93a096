import type { App, Context } from '../platform/context';
import { RESOURCES } from '../resources';
import { candidateBulkMailRoute } from './candidate-mails';
import { candidateBulkRoutes } from './candidates';
import { bulkDeleteRoute } from './delete';
import { bulkLimits } from './limits';
import { vacancyBulkRoutes } from './vacancies';

/**
 * Beyond the contract (issue 12): one change to many selected records, a chunk at a time, under one rate and
 * concurrency limit per user across all the bulk calls: the candidates' and vacancies' updates, and the bulk
 * delete of each resource whose declaration turns it on (`delete.bulk`).
 */
export function bulkRoutes(app: App, ctx: Context) {
  const limits = bulkLimits(app, ctx);
  candidateBulkRoutes(app, ctx, limits);
  candidateBulkMailRoute(app, ctx, limits);
  vacancyBulkRoutes(app, ctx, limits);
  for (const { declaration } of RESOURCES) if (declaration) bulkDeleteRoute(app, ctx, limits, declaration);
}
