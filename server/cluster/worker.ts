import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { primaryLink } from './link';
import { JOBS_WORKER } from './protocol';
import { serveProcess } from './serve';
import { workerShare } from './share';

/** A worker of the cluster: serves the shared port, then tells the primary it does (and the start's password). */
export async function serveWorker(config: Config, logger: FastifyBaseLogger): Promise<void> {
  const link = primaryLink();
  const share = workerShare(link, process.env[JOBS_WORKER] === '1');
  const { server, port } = await serveProcess(config, logger, share);
  link.send({ cluster: 'ready', port, generatedPassword: server.generatedPassword });
}
