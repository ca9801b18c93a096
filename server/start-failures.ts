import type { Config } from './config';

/*
 * One line for what a person can mend when the server cannot start (nothing in the code failed), instead of
 * a stack trace that names no setting; undefined for any other error, which keeps its trace.
 */

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

/** The port cannot be had. */
export function listenFailure(error: unknown, config: Config): string | undefined {
  const where = `${config.HOST}:${config.PORT}`;
  switch (codeOf(error)) {
    case 'EADDRINUSE':
      return `${where} is in use by another program: stop it, or set PORT to a free port`;
    case 'EACCES':
      return `${where} may not be opened by this user: set PORT to 1024 or above`;
    case 'EADDRNOTAVAIL':
      return `HOST=${config.HOST} is not an address of this machine`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `HOST=${config.HOST} is neither an address nor a name this machine can look up`;
    default:
      return undefined;
  }
}

/** Network failures, and PostgreSQL's "no such database" and "not allowed in" (SQLSTATE 3D000, 28000, 28P01). */
const UNREACHABLE = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ECONNRESET'];
const REFUSED = ['3D000', '28000', '28P01'];
/** DATA_DIR cannot hold the SQLite file. */
const NO_FOLDER = ['EACCES', 'EROFS', 'ENOTDIR', 'EEXIST', 'SQLITE_CANTOPEN', 'SQLITE_READONLY'];

/** The database cannot be opened: DATABASE_URL (its password left out) or DATA_DIR says where it was looked for. */
export function databaseFailure(error: unknown, config: Config): string | undefined {
  const code = codeOf(error) ?? '';
  const message = error instanceof Error ? error.message : String(error);
  if (config.DATABASE_URL) {
    if (![...UNREACHABLE, ...REFUSED].includes(code)) return undefined;
    return `The database at DATABASE_URL=${withoutPassword(config.DATABASE_URL)} cannot be opened: ${message}`;
  }
  if (!NO_FOLDER.includes(code)) return undefined;
  return `The database cannot be kept in DATA_DIR=${config.DATA_DIR}: ${message}`;
}

/**
 * For `.catch()` where a command starts: the one line `describe` has for the error and exit code 1 (after
 * `cleanUp`), or the error as it is.
 */
export function exitOn(
  describe: (error: unknown, config: Config) => string | undefined,
  config: Config,
  cleanUp?: () => Promise<void>,
): (error: unknown) => Promise<never> {
  return async (error) => {
    const reason = describe(error, config);
    if (!reason) throw error;
    await cleanUp?.();
    console.error(reason);
    process.exit(1);
  };
}

function withoutPassword(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(not a URL)';
  }
}
