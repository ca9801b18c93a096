import pino from 'pino';
import type { Config } from '../config';
import { erasureLog, reconcileErasures } from '../candidates/erasure-log';
import { mediaInUse, mediaReferenced } from '../db/media';
import { openDatabase } from '../db/connect';
import { migrate } from '../db/migrate';
import { fileRemovals } from '../platform/file-removals';
import { openStore } from '../platform/storage/open';
import { createUploads, MEDIA_PREFIX } from '../platform/uploads';

/**
 * After a restore (issue 30 item 5): every erasure the erasure log (ERASURE_LOG, outside the database and
 * DATA_DIR) names whose candidate the restored backup still holds is made again, its files removed; the
 * restored data is migrated first, as the server's start would. Answers how many were erased again.
 */
export async function reapplyErasures(config: Config): Promise<number> {
  const log = pino({ level: 'warn' });
  const files = await openStore(config);
  const db = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, log });
  try {
    await migrate(db);
    const uploads = createUploads(files, {
      inUse: (urls) => mediaInUse(db.kysely, urls),
      referenced: () => mediaReferenced(db.kysely, MEDIA_PREFIX),
    });
    const removals = fileRemovals(db.kysely, uploads, log);
    const again = await reconcileErasures(
      { db: db.kysely, engine: db.engine, fileRemovals: removals },
      erasureLog(config.ERASURE_LOG),
    );
    await removals.drain();
    await removals.stop();
    return again;
  } finally {
    await db.close();
    files.close?.();
  }
}
