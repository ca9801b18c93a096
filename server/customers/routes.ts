import type { App, Context } from '../platform/context';

export function customerRoutes(_app: App, _ctx: Context) {}
