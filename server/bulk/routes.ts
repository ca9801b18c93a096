import type { App, Context } from '../platform/context';
import { candidateBulkRoutes } from './candidates';
import { vacancyBulkRoutes } from './vacancies';

/** Beyond the contract (issue 12): one change to many selected candidates or vacancies, in one transaction. */
export function bulkRoutes(app: App, ctx: Context) {
  candidateBulkRoutes(app, ctx);
  vacancyBulkRoutes(app, ctx);
}
