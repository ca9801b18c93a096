import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';

/** A key that signs access tokens and reset links; `id` goes into a token's header (`kid`). */
export interface SigningKey {
  id: string;
  secret: string;
}

export interface SigningKeys {
  /** The key that signs now: the newest. */
  current(): Promise<SigningKey>;
  /** The key of that id, if it is still accepted. */
  find(id: string): Promise<SigningKey | undefined>;
  /** Every accepted key: the current one, and those replaced less than a token's longest lifetime ago. */
  accepted(): Promise<SigningKey[]>;
}

/** How often an instance looks for a key that another one, or `npm run rotate-key`, added. */
const RELOAD_MS = 60_000;
/** A token naming an unknown key reads the keys again at most this often (a flood of forged kids costs little). */
const UNKNOWN_RELOAD_MS = 1000;

const newSecret = () => randomBytes(48).toString('base64url');

/**
 * The signing keys: JWT_SECRET alone when it is set, otherwise the database's (migration 011), shared by
 * every instance on it. A rotation adds a key, which signs from then on; the one it replaced is accepted for
 * REMEMBER_TTL more, the longest a token lives, so nobody is signed out by it.
 */
export function signingKeys(db: Kysely<Database>, config: Config, now = Date.now): SigningKeys {
  if (config.JWT_SECRET) {
    const only = { id: 'env', secret: config.JWT_SECRET };
    return {
      current: async () => only,
      find: async (id) => (id === only.id ? only : undefined),
      accepted: async () => [only],
    };
  }
  let keys: SigningKey[] = [];
  let loadedAt = -Infinity;
  let unknownAt = -Infinity;
  let reading: Promise<void> | undefined;
  const read = async () => {
    const rows = await db
      .selectFrom('signing_keys')
      .select(['id', 'secret', 'created_at'])
      .orderBy('id')
      .execute();
    const oldest = now() - config.REMEMBER_TTL * 1000;
    // A key is accepted while it signs, and until its successor is older than a token can be.
    keys = rows
      .filter((row, index) => {
        const successor = rows[index + 1];
        return !successor || Date.parse(successor.created_at) > oldest;
      })
      .map((row) => ({ id: String(row.id), secret: row.secret }))
      .reverse();
    loadedAt = now();
  };
  // Calls that find the keys stale at once wait for one read of them.
  const load = () => (reading ??= read().finally(() => (reading = undefined)));
  const fresh = async () => {
    if (now() - loadedAt >= RELOAD_MS) await load();
    return keys;
  };
  const byId = (id: string) => keys.find((key) => key.id === id);
  return {
    async current() {
      const [newest] = await fresh();
      if (!newest) throw new Error('no signing key: the start creates one (ensureSigningKey)');
      return newest;
    },
    async find(id) {
      await fresh();
      // A key another instance added since: read them again, though at most once a second for unknown ids.
      if (!byId(id) && /^\d+$/.test(id) && now() - unknownAt >= UNKNOWN_RELOAD_MS) {
        unknownAt = now();
        await load();
      }
      return byId(id);
    },
    accepted: fresh,
  };
}

/** The file in DATA_DIR where versions before migration 011 kept their one key. */
export const SECRET_KEY_FILE = 'secret.key';

/**
 * Makes sure the database holds a signing key (at the start, one instance at a time). The first is the key of
 * DATA_DIR/secret.key where an earlier version kept it, so that tokens and reset links made before the
 * upgrade keep working; otherwise a new one.
 */
export async function ensureSigningKey(db: Kysely<Database>, config: Config): Promise<void> {
  if (config.JWT_SECRET) return;
  if (await db.selectFrom('signing_keys').select('id').limit(1).executeTakeFirst()) return;
  const file = path.join(config.DATA_DIR, SECRET_KEY_FILE);
  const kept = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '';
  await addSigningKey(db, kept || newSecret());
}

/** A new key that signs from now on (`npm run rotate-key`). */
export async function addSigningKey(db: Kysely<Database>, secret = newSecret()): Promise<void> {
  await db.insertInto('signing_keys').values({ secret, created_at: new Date().toISOString() }).execute();
}
