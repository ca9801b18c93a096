import pino from 'pino';
import { loadConfigOrExit, type Config } from './config';
import { createServer, type Server } from './server';
import { databaseFailure, exitOn, listenFailure } from './start-failures';

/**
 * `npm start`: migrate, make sure the first administrator exists (and the demo data with DEMO_DATA), serve
 * API and app on one port.
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
const server = await createServer(config, logger).catch(exitOn(databaseFailure, config));
await server.app
  .listen({ port: config.PORT, host: config.HOST })
  .catch(exitOn(listenFailure, config, () => server.close()));
const banner = startBanner(config, listeningPort(server), server.generatedPassword);
if (logger.isLevelEnabled('warn')) logger.warn(banner);
// A quieter LOG_LEVEL would swallow the one sight of the administrator's password.
else if (server.generatedPassword) console.error(banner);

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

/** The port listened on: PORT, or the free one the system chose for PORT=0. */
function listeningPort({ app }: Server): number {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : config.PORT;
}

/**
 * What to open, and the first time the administrator's sign-in: logged at warn so that it shows at any level a
 * person would run with, once per start (and written out at quieter levels when it holds the password).
 */
function startBanner(config: Config, port: number, generatedPassword: string | undefined): string {
  const lines = [`${config.PRODUCT_NAME} is running: open ${appAddress(config.APP_URL, port)}`];
  if (generatedPassword) {
    lines.push(
      `First administrator: ${config.ADMIN_EMAIL} with password ${generatedPassword} (shown this once; set ADMIN_PASSWORD to choose it)`,
    );
  }
  return lines.join('\n');
}

/** APP_URL, but where it names port 0 (PORT=0 with APP_URL unset), the port the system chose. */
function appAddress(appUrl: string, port: number): string {
  const url = new URL(appUrl);
  if (url.port !== '0') return appUrl;
  url.port = String(port);
  return url.href;
}
