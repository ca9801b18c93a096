import type { App, Context } from '../platform/context';
import { candidateBulkRoutes } from './candidates';
import { bulkLimits } from './limits';
import { vacancyBulkRoutes } from './vacancies';

/**
 * Beyond the contract (issue 12): one change to many selected candidates or vacancies, a chunk at a time, under
 * one rate and concurrency limit per user across all three calls.
 */
export function bulkRoutes(app: App, ctx: Context) {
  const limits = bulkLimits(app, ctx);
  candidateBulkRoutes(app, ctx, limits);
  vacancyBulkRoutes(app, ctx, limits);
}
