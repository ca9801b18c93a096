import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSigningKey, signingKeys } from '../../server/platform/signing-keys';
import { createTokens } from '../../server/platform/tokens';
import {
  ADMIN,
  createPgDatabase,
  describeEachDatabase,
  emptyStore,
  freshStore,
  PG_URL,
  serveApi,
  type TestApi,
} from './harness';

const profileWith = (api: TestApi, token: string) => api.call('GET', 'profile', {}, { token });

/**
 * Issue 13: the keys that sign tokens live in the database, so that every instance on it accepts the others'
 * tokens; a rotation adds a key that signs from then on, and the replaced one is accepted for a token's
 * longest lifetime more, so that it signs nobody out.
 */
describeEachDatabase('signing keys', (api) => {
  it('rotate without signing anyone out, and retire the old key after a token lifetime', async () => {
    const { db, config } = api().server.ctx;
    let offset = 0;
    const clock = () => Date.now() + offset;
    const keys = signingKeys(db, config, clock);
    const tokens = createTokens(keys);
    const before = await tokens.sign('someone', 0, config.TOKEN_TTL);
    const first = await keys.current();

    await addSigningKey(db);
    const second = String(Number(first.id) + 1);
    // Until this instance reads the keys again, the first still signs here...
    expect((await keys.current()).id).toBe(first.id);
    // ...but a token from an instance that signs with the new one is checked with it at once.
    expect((await keys.find(second))?.id).toBe(second);
    expect((await keys.current()).id).toBe(second);
    const after = await tokens.sign('someone', 0, config.TOKEN_TTL);
    expect(await tokens.verify(before)).toMatchObject({ sub: 'someone' });
    expect(await tokens.verify(after)).toMatchObject({ sub: 'someone' });

    offset += config.REMEMBER_TTL * 1000;
    expect((await keys.accepted()).map((key) => key.id)).toEqual([second]);
    expect(await tokens.verify(before)).toBeNull();
    expect(await tokens.verify(after)).toMatchObject({ sub: 'someone' });
  });
});

describe('npm run rotate-key', () => {
  let api: TestApi | undefined;
  afterAll(() => api?.close());

  it("adds a key to the server's database, which its tokens then name", async () => {
    api = await serveApi(await freshStore('sqlite'));
    const before = await api.login(ADMIN.email, ADMIN.password);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'server/rotate-key.ts'],
      {
        env: { ...process.env, DATABASE_URL: '', JWT_SECRET: '', DATA_DIR: api.dataDir },
      },
    );
    expect(stdout).toContain('A new signing key signs from now on');
    const rows = await api.db.selectFrom('signing_keys').select('id').orderBy('id').execute();
    expect(rows).toHaveLength(2);
    expect((await profileWith(api, before)).status).toBe(200);
  });
});

describe('signing keys across an upgrade', () => {
  let api: TestApi | undefined;
  afterAll(() => api?.close());

  it('keep the key an earlier version kept in DATA_DIR/secret.key, so its tokens still work', async () => {
    const store = await emptyStore('sqlite');
    const secret = 'a-secret-an-earlier-version-kept-in-its-data-folder';
    await fs.writeFile(path.join(store.dataDir, 'secret.key'), secret);
    api = await serveApi(store);
    const user = await api.db
      .selectFrom('users')
      .select(['user_uid', 'session_version'])
      .where('email', '=', ADMIN.email)
      .executeTakeFirstOrThrow();
    // As the earlier version signed: no key id in the header.
    const earlier = await new SignJWT({ ver: user.session_version })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.user_uid)
      .setJti('earlier-token')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    expect((await profileWith(api, earlier)).status).toBe(200);
  });
});

describe.skipIf(!PG_URL)('instances on one PostgreSQL database', () => {
  const instances: TestApi[] = [];
  let dropDatabase: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const database = await createPgDatabase();
    dropDatabase = database.drop;
    for (const _instance of [1, 2]) {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'recruit-instance-'));
      instances.push(await serveApi({ dataDir, databaseUrl: database.url, drop: async () => undefined }));
    }
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await dropDatabase();
  });

  it("accept each other's tokens, though each has a data folder of its own", async () => {
    const [first, second] = instances;
    if (!first || !second) throw new Error('instances not started');
    const token = await first.login(ADMIN.email, ADMIN.password);
    expect((await profileWith(second, token)).status).toBe(200);
    const other = await second.login(ADMIN.email, ADMIN.password);
    expect((await profileWith(first, other)).status).toBe(200);
  });
});
