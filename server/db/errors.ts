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
