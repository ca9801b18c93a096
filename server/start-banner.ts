import type { Logger } from 'pino';
import type { Config } from './config';

/**
 * What to open, and the first time the administrator's sign-in: logged at warn so that it shows at any level a
 * person would run with, once per start (and written out at quieter levels when it holds the password).
 */
export function announce(
  config: Config,
  logger: Logger,
  port: number,
  generatedPassword: string | undefined,
): void {
  const banner = startBanner(config, port, generatedPassword);
  if (logger.isLevelEnabled('warn')) logger.warn(banner);
  // A quieter LOG_LEVEL would swallow the one sight of the administrator's password.
  else if (generatedPassword) console.error(banner);
}

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
