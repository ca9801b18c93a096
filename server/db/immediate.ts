import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';

/**
 * SQLite's dialect with every transaction begun IMMEDIATE (kysely sends a deferred `begin`). Several processes
 * write one WAL database (WORKERS): a deferred transaction that read and then writes after another process
 * committed fails with SQLITE_BUSY at once, past the busy handler; one begun IMMEDIATE takes the write lock
 * first and waits its busy_timeout for it.
 */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}
