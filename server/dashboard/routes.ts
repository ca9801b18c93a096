import type { App, Context } from '../platform/context';

export function dashboardRoutes(_app: App, _ctx: Context) {}
