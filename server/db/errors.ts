/** A write refused by a UNIQUE constraint (SQLite's and PostgreSQL's codes). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/** A write refused by a FOREIGN KEY constraint: what it refers to was deleted meanwhile. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}

/**
 * PostgreSQL ended the transaction because it waited in a cycle with another (a deadlock) or could not be
 * ordered with it: nothing of it was written, and the same request may well pass when sent again.
 */
export function isConcurrencyFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/** PostgreSQL shutting down, crashed, starting up (57P01–57P03), or out of connection slots (53300). */
const POSTGRES_AWAY = new Set(['57P01', '57P02', '57P03', '53300']);

/** SQLite held by another process past its busy timeout (a script, a second server), its file gone or failing. */
const SQLITE_AWAY = /^SQLITE_(BUSY|IOERR|CANTOPEN)/;

/** node-postgres' own errors of a connection that broke or never came: they carry no code. */
const CONNECTION_LOST =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect)/;

/**
 * The database could not be reached, or would not serve this session: a connection exception (class 08), a
 * server going away or full, any FATAL error (the server ended the session: a database closed to connections,
 * a backend ended by an operator), a broken connection, SQLite locked or failing. Soon it may answer again.
 * Socket failures (ECONNREFUSED and the like) are told apart by server/platform/outages.ts, for every service.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  const { code, severity, message } = (error ?? {}) as {
    code?: unknown;
    severity?: unknown;
    message?: unknown;
  };
  if (
    typeof code === 'string' &&
    (code.startsWith('08') || POSTGRES_AWAY.has(code) || SQLITE_AWAY.test(code))
  )
    return true;
  if (severity === 'FATAL' || severity === 'PANIC') return true;
  return code === undefined && typeof message === 'string' && CONNECTION_LOST.test(message);
}
