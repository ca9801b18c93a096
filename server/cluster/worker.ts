import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { primaryLink } from './link';
import { JOBS_WORKER, START_WRITER } from './protocol';
import { serveProcess } from './serve';
import { workerShare } from './share';

/** A worker of the cluster: serves the shared port, then tells the primary it does (and the start's password). */
export async function serveWorker(config: Config, logger: FastifyBaseLogger): Promise<void> {
  const link = primaryLink();
  const share = workerShare(link, {
    runsJobs: process.env[JOBS_WORKER] === '1',
    startWrites: process.env[START_WRITER] === '1',
  });
  const { server, port } = await serveProcess(config, logger, share);
  link.send({ cluster: 'ready', port, generatedPassword: server.generatedPassword });
}
