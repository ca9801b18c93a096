import cluster from 'node:cluster';
import pino from 'pino';
import { loadConfigOrExit } from './config';
import { runPrimary } from './cluster/primary';
import { serveProcess } from './cluster/serve';
import { aloneShare } from './cluster/share';
import { serveWorker } from './cluster/worker';
import { announce } from './start-banner';

/**
 * `npm start`: migrate, make sure the first administrator exists (and the demo data with DEMO_DATA), serve
 * API and app on one port: in WORKERS processes (a cluster: the primary forks the workers and keeps what they
 * share), or in this one alone with WORKERS=1.
 */
const config = loadConfigOrExit();
// Readable lines for a person at a terminal; JSON lines, one per entry, for log shippers everywhere else.
const logger = pino({
  level: config.LOG_LEVEL,
  ...(process.stdout.isTTY
    ? {
        transport: {
          target: 'pino-pretty',
          options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
        },
      }
    : {}),
});
if (config.WORKERS === 1) {
  const { server, port } = await serveProcess(config, logger, aloneShare());
  announce(config, logger, port, server.generatedPassword);
} else if (cluster.isPrimary) runPrimary(config, logger);
else await serveWorker(config, logger);
