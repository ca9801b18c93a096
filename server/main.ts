import pino from 'pino';
import { loadConfigOrExit } from './config';
import { createServer } from './server';

/**
 * `npm start`: migrate, make sure the first administrator exists (and the demo data with DEMO_DATA), serve
 * API and app on one port.
 */
const config = loadConfigOrExit();
const logger = pino({ level: config.LOG_LEVEL });
const server = await createServer(config, logger);

if (server.generatedPassword) {
  logger.warn(
    `First administrator created: ${config.ADMIN_EMAIL} with password ${server.generatedPassword} (shown once; set ADMIN_PASSWORD to choose it)`,
  );
}

await server.app.listen({ port: config.PORT, host: config.HOST });

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
