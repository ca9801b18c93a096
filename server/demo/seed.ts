import type { FastifyBaseLogger } from 'fastify';
import type { Context } from '../platform/context';

export async function seedDemoData(_ctx: Context, _log: FastifyBaseLogger): Promise<void> {}
