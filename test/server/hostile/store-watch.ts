import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { TestApi } from '../harness';

/**
 * Tells whether a request changed stored data: the rows of every table and the files in the uploads folder.
 * The full digest is only taken when a cheap change mark moved (SQLite's change count on the server's one
 * connection, PostgreSQL's WAL position), as most cases change nothing. A refusal may not add a file; files
 * that disappear are not judged, as removing a replaced one may be left to later.
 */
export class StoreWatch {
  private mark = '';
  private digest = '';
  private files = new Set<string>();

  private constructor(
    private readonly api: TestApi,
    private readonly tables: string[],
  ) {}

  static async open(api: TestApi): Promise<StoreWatch> {
    const query =
      api.server.ctx.engine === 'sqlite'
        ? sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`
        : sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE'`;
    const tables = (await query.execute(api.db)).rows
      .map((row) => row.name)
      .filter((name) => !name.startsWith('kysely_'));
    const watch = new StoreWatch(api, tables.sort());
    await watch.check(200);
    return watch;
  }

  /** Problems of the last request given its status; `changed` tells whether the data moved at all. */
  async check(status: number): Promise<{ problems: string[]; changed: boolean }> {
    const problems: string[] = [];
    const files = new Set(await fs.readdir(path.join(this.api.dataDir, 'uploads')).catch(() => []));
    const added = [...files].filter((file) => !this.files.has(file));
    if (status !== 200 && added.length > 0)
      problems.push(`answered ${status} but stored ${added.join(', ')}`);
    this.files = files;
    const mark = await this.readMark();
    if (mark === this.mark) return { problems, changed: false };
    const digest = await this.readDigest();
    if (status !== 200 && digest !== this.digest) problems.push(`answered ${status} but changed stored rows`);
    const changed = digest !== this.digest;
    this.mark = mark;
    this.digest = digest;
    return { problems, changed };
  }

  private async readMark(): Promise<string> {
    const query =
      this.api.server.ctx.engine === 'sqlite'
        ? sql<{ mark: string }>`select cast(total_changes() as text) as mark`
        : sql<{ mark: string }>`select pg_current_wal_insert_lsn()::text as mark`;
    return (await query.execute(this.api.db)).rows[0]?.mark ?? '';
  }

  private async readDigest(): Promise<string> {
    const hash = createHash('sha256');
    for (const table of this.tables) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(this.api.db);
      hash.update(
        `${table}:${rows.rows
          .map((row) => JSON.stringify(row))
          .sort()
          .join('\n')}`,
      );
    }
    return hash.digest('hex');
  }
}
