import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { eraseCandidates, type Erasing } from './erase';

/** One erasure as the log keeps it: which candidate, and when; nothing else. */
const logLine = z.object({ uid: z.string(), erased_at: z.string() });
export type LoggedErasure = z.infer<typeof logLine>;

/**
 * The erasure log's copy outside the database (ERASURE_LOG, a JSON line per erasure), kept beside the database's
 * own table (`erasures`, written in the erasing transaction): a backup restores the database as it was, this
 * file stays as it is, and what it names that the restored data still holds is erased again (issue 30 item 5).
 */
export function erasureLog(file: string) {
  const append = async (entries: readonly LoggedErasure[]) => {
    if (entries.length === 0) return;
    await fs.mkdir(path.dirname(path.resolve(file)), { recursive: true });
    const text = entries.map(
      (entry) => `${JSON.stringify({ uid: entry.uid, erased_at: entry.erased_at })}\n`,
    );
    await fs.appendFile(file, text.join(''), { mode: 0o600 });
  };
  /** Every erasure the file names; a line cut short (a crash while writing) is skipped. */
  const read = async (): Promise<LoggedErasure[]> => {
    const text = await fs.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return '';
      throw error;
    });
    return text.split('\n').flatMap((line) => {
      if (!line.trim()) return [];
      try {
        const parsed = logLine.safeParse(JSON.parse(line));
        return parsed.success ? [parsed.data] : [];
      } catch {
        return [];
      }
    });
  };
  return { file, append, read };
}

export type ErasureLog = ReturnType<typeof erasureLog>;

/**
 * Brings the database and the file together (at every start, and after a restore): each erasure the file names
 * whose candidate the database still holds (a restored older backup) is made again, by the platform; each the
 * database's table holds that the file lacks (its append failed, or the file is new) is added to the file.
 * Answers the candidates erased again.
 */
export async function reconcileErasures(erasing: Erasing, log: ErasureLog): Promise<number> {
  const logged = await log.read();
  const inFile = new Set(logged.map((entry) => entry.uid));
  const known = await erasing.db.selectFrom('erasures').select(['uid', 'erased_at']).orderBy('id').execute();
  await log.append(known.filter((entry) => !inFile.has(entry.uid)));
  // Not logged again: the file has them.
  const again = await eraseCandidates({ ...erasing, erasureLog: undefined }, [...inFile], null);
  return again.length;
}
