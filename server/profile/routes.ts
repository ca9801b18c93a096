import type { App, Context } from '../platform/context';

export function profileRoutes(_app: App, _ctx: Context) {}
