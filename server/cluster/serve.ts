import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { createServer, type Server } from '../server';
import { databaseFailure, exitOn, listenFailure } from '../start-failures';
import type { ProcessShare } from './share';

/**
 * One serving process (WORKERS=1, or a worker of the cluster): starts the server and listens, or exits with the
 * one line a person can mend (start-failures.ts); SIGTERM and SIGINT close it and exit 0. Answers the port
 * listened on: PORT, or the free one the system chose for PORT=0 (the same in every worker of a cluster).
 */
export async function serveProcess(
  config: Config,
  logger: FastifyBaseLogger,
  share: ProcessShare,
): Promise<{ server: Server; port: number }> {
  const server = await createServer(config, logger, share).catch(exitOn(databaseFailure, config));
  await server.app
    .listen({ port: config.PORT, host: config.HOST })
    .catch(exitOn(listenFailure, config, () => server.close()));
  closeOnSignals(server, logger);
  const address = server.app.server.address();
  return { server, port: typeof address === 'object' && address ? address.port : config.PORT };
}

function closeOnSignals(server: Server, logger: FastifyBaseLogger) {
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      logger.info({ signal }, 'shutting down');
      server.close().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
