import type { App, Context } from '../platform/context';

export function candidateRoutes(_app: App, _ctx: Context) {}
