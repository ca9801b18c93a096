import type { App, Context } from '../platform/context';

export function vacancyRoutes(_app: App, _ctx: Context) {}
