import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import * as tar from 'tar';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMINISTRATION_COMPANY_UID } from '@contract/domain';
import { createBackup } from '../../server/backup/create';
import { backupReport, restoreReport } from '../../server/backup/report';
import { restoreBackup } from '../../server/backup/restore';
import { loadConfig } from '../../server/config';
import { mediaReferenced } from '../../server/db/media';
import { localUploadsDir } from '../../server/platform/storage/local';
import { BACKUP_PIN, BACKUP_PIN_MS } from '../../server/platform/storage/backup-pin';
import { MEDIA_PREFIX, ORPHAN_GRACE_MS } from '../../server/platform/uploads';
import { addUser, insertCandidates, storedUrl, USER_PASSWORD } from './fixtures';
import { backupScene, cli, storeEnv } from './backup-scene';
import { ADMIN, ENGINES, type Store, type TestApi } from './harness';

const storeConfig = (store: Store, env: Record<string, string> = {}) =>
  loadConfig({ ...storeEnv(store), ...env });

/** A PNG of its own bytes for each seed, so that every stored file can be told from the others. */
const png = (seed: number): Promise<Buffer> => {
  const background = { r: seed % 256, g: Math.floor(seed / 256) % 256, b: 99 };
  return sharp({ create: { width: 2, height: 2, channels: 3, background } })
    .png()
    .toBuffer();
};

const asFile = (bytes: Buffer) => new File([new Uint8Array(bytes)], 'image.png', { type: 'image/png' });

function form(fields: Record<string, string>, files: Record<string, File>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const [key, file] of Object.entries(files)) data.append(key, file);
  return data;
}

/** A record written through the API: its uid, its stored file's URL and that file's bytes. */
interface Written {
  uid: string;
  image: string;
  bytes: Buffer;
}

async function addCustomer(api: TestApi, token: string, name: string, seed: number): Promise<Written> {
  const fields = {
    company_name: name,
    company_email: `${seed}@firma.de`,
    folder_name: name,
    folder_id: name,
  };
  const bytes = await png(seed);
  const answer = await api.call(
    'POST',
    'companyRegister',
    {},
    { token, form: form(fields, { company_logo: asFile(bytes) }) },
  );
  expect(answer.status).toBe(200);
  const data = answer.body.data as { company_uid: string; company_logo: string };
  return { uid: data.company_uid, image: data.company_logo, bytes };
}

async function addVacancy(api: TestApi, token: string, title: string, seed: number): Promise<Written> {
  const fields = {
    vacancy_title: title,
    vacancy_description: 'Described',
    company_uuid: ADMINISTRATION_COMPANY_UID,
    vacancy_quota: '10',
    vacancy_start_date: '2026-01-01',
    vacancy_due_date: '2026-02-01',
    vacancy_package: '[]',
  };
  const bytes = await png(seed);
  const answer = await api.call(
    'POST',
    'vacancyCreate',
    {},
    { token, form: form(fields, { vacancy_thumbnail: asFile(bytes) }) },
  );
  expect(answer.status).toBe(200);
  const data = answer.body.data as { uid: string; vacancy_thumbnail: string };
  return { uid: data.uid, image: storedUrl(data.vacancy_thumbnail), bytes };
}

/** A stored file read as an answer's link would read it (signed), or the status instead. */
const served = async (api: TestApi, url: string) => {
  const answer = await fetch(new URL((await api.server.ctx.mediaLinks.signer())(url), api.baseUrl));
  return answer.status === 200 ? Buffer.from(await answer.arrayBuffer()) : answer.status;
};

/** Vacancies made one after another while the backup runs, each new one deleting the one before (and its file). */
function churn(api: TestApi, token: string) {
  const made: (Written & { madeAt: number; deletedAt?: number; deleteSentAt?: number })[] = [];
  let stopped = false;
  const running = (async () => {
    for (let n = 1; !stopped; n += 1) {
      const vacancy = await addVacancy(api, token, `During ${n}`, 1000 + n);
      made.push({ ...vacancy, madeAt: performance.now() });
      const before = made.at(-2);
      if (!before) continue;
      before.deleteSentAt = performance.now();
      expect((await api.call('DELETE', 'vacancyDelete', { id: before.uid }, { token })).status).toBe(200);
      before.deletedAt = performance.now();
    }
  })();
  return {
    made,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

/**
 * A record's detail answer, its media links without their signatures: a link's expiry is rounded to a window
 * (platform/media-links.ts), so the same file's link read before the backup and after the restore differs
 * when a window ends in between.
 */
const detail = async (api: TestApi, token: string, name: Parameters<TestApi['call']>[1], id: string) => {
  const answer = await api.call('GET', name, { id }, { token });
  if (answer.status !== 200) return answer.status;
  return JSON.parse(
    JSON.stringify(answer.body).replace(/\?expires=\d+&key=\d+&signature=[\w-]+/g, '?signed'),
  ) as unknown;
};

describe('npm run backup of a folder without a database', () => {
  it('says so in one line and leaves the folder as it found it', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'recruit-no-data-'));
    const target = await fs.mkdtemp(path.join(os.tmpdir(), 'recruit-no-backup-'));
    try {
      const refused = await cli('backup', [target], { DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toBe(
        `There is no database at ${path.join(dataDir, 'recruit.db')}: check DATA_DIR.\n`,
      );
      expect(await fs.readdir(dataDir)).toEqual([]);
      expect(await fs.readdir(target)).toEqual([]);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
      await fs.rm(target, { recursive: true, force: true });
    }
  });
});

for (const engine of ENGINES) {
  describe(`npm run backup and npm run restore [${engine}]`, () => {
    const { folder, stores, newStore, serve } = backupScene(engine, 'recruit-backups');
    let original: TestApi;
    let archive = '';
    /** The uid of a vacancy the backup holds. */
    let kept = '';

    beforeAll(async () => {
      original = await serve(await newStore());
    });

    it('restores everything written before the backup, made while writes went on, and nothing after', async () => {
      const token = await original.login(ADMIN.email, ADMIN.password);
      const customer = await addCustomer(original, token, 'Before', 1);
      const vacancy = await addVacancy(original, token, 'Kept', 2);
      kept = vacancy.uid;
      const doomed = await addVacancy(original, token, 'Deleted after the backup', 3);
      const vacancyId = (
        await original.db
          .selectFrom('vacancies')
          .select('id')
          .where('uid', '=', vacancy.uid)
          .executeTakeFirstOrThrow()
      ).id;
      const [candidate] = await insertCandidates(original, vacancyId, [{ candidate_name: 'Zoë Müller' }]);
      const { user, token: userToken } = await addUser(original, token, {
        user_role: 'CustomerAdmin',
        company_uuid: customer.uid,
      });
      const details = {
        customer: await detail(original, token, 'companyDetail', customer.uid),
        vacancy: await detail(original, token, 'vacancyDetail', vacancy.uid),
        doomed: await detail(original, token, 'vacancyDetail', doomed.uid),
        candidate: await detail(original, token, 'candidateDetail', candidate?.uid ?? ''),
        user: await detail(original, token, 'userDetail', user.user_uid),
      };

      const writes = churn(original, token);
      await expect.poll(() => writes.made.length).toBeGreaterThanOrEqual(2);
      const backupStarted = performance.now();
      const backup = await cli('backup', [folder], storeEnv(stores[0] as Store));
      const backupEnded = performance.now();
      await writes.stop();
      expect(writes.made.filter((made) => made.madeAt > backupStarted).length).toBeGreaterThan(0);
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      const [written] = await fs.readdir(folder);
      archive = path.join(folder, written ?? '');
      expect(written).toMatch(/^recruit-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
      expect(backup.stdout).toContain(`Wrote ${archive} (`);
      expect(backup.stdout).toMatch(/the \w+ database \([\d.]+ kB\) and \d+ uploaded files/);

      const renamed = {
        company_name: 'After',
        company_email: 'after@firma.de',
        folder_name: 'a',
        folder_id: 'a',
      };
      const rename = await original.call(
        'PUT',
        'companyUpdate',
        { id: customer.uid },
        { token, form: form(renamed, {}) },
      );
      expect(rename.status).toBe(200);
      expect((await original.call('DELETE', 'vacancyDelete', { id: doomed.uid }, { token })).status).toBe(
        200,
      );
      expect(await served(original, doomed.image)).toBe(404);
      const later = await addCustomer(original, token, 'Made after', 4);

      const target = await newStore();
      const restore = await cli('restore', [archive], storeEnv(target));
      expect(restore.stderr).toBe('');
      expect(restore.stdout).toContain(
        `Restored the ${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database`,
      );
      const restored = await serve(target);

      expect(await detail(restored, token, 'companyDetail', customer.uid)).toEqual(details.customer);
      expect(await detail(restored, token, 'vacancyDetail', vacancy.uid)).toEqual(details.vacancy);
      expect(await detail(restored, token, 'vacancyDetail', doomed.uid)).toEqual(details.doomed);
      expect(await detail(restored, token, 'candidateDetail', candidate?.uid ?? '')).toEqual(
        details.candidate,
      );
      expect(await detail(restored, token, 'userDetail', user.user_uid)).toEqual(details.user);
      for (const { image, bytes } of [customer, vacancy, doomed])
        expect(await served(restored, image)).toEqual(bytes);
      // The signing keys came along: tokens signed before the backup still work, and so do passwords.
      expect(await detail(restored, userToken, 'companyDetail', customer.uid)).toEqual(details.customer);
      await restored.login(user.email, USER_PASSWORD);
      expect(await detail(restored, token, 'companyDetail', later.uid)).toBe(404);

      for (const made of writes.made) {
        const answer = await detail(restored, token, 'vacancyDetail', made.uid);
        if (made.madeAt < backupStarted && (made.deleteSentAt ?? Infinity) > backupEnded)
          expect(answer).not.toBe(404);
        if ((made.deletedAt ?? Infinity) < backupStarted) expect(answer).toBe(404);
        if (answer !== 404) expect(await served(restored, made.image)).toEqual(made.bytes);
      }
      // Every file the restored data refers to is there, and no other: none written after the snapshot.
      const referenced = await mediaReferenced(restored.db, MEDIA_PREFIX);
      const stored = await fs.readdir(localUploadsDir(target.dataDir));
      expect(stored.map((name) => `${MEDIA_PREFIX}${name}`).sort()).toEqual([...referenced].sort());
    });

    /** The target as it was: an empty folder, and on PostgreSQL a database without tables. */
    async function expectUntouched(target: Store): Promise<void> {
      await expect(fs.readdir(target.dataDir)).resolves.toEqual([]);
      if (target.databaseUrl) await expect(tables(target.databaseUrl)).resolves.toBe(0);
    }

    it('refuses a data folder that is not empty, with one line and nothing changed', async () => {
      const target = await newStore();
      await fs.writeFile(path.join(target.dataDir, 'notes.txt'), 'mine');
      const refused = await cli('restore', [archive], storeEnv(target));
      expect(refused.code).toBe(1);
      expect(refused.stdout).toBe('');
      expect(refused.stderr).toBe(
        `DATA_DIR (${target.dataDir}) is not empty: restore only into an empty or new folder.\n`,
      );
      expect(await fs.readdir(target.dataDir)).toEqual(['notes.txt']);
      if (target.databaseUrl) expect(await tables(target.databaseUrl)).toBe(0);
    });

    it('refuses a file that is not a backup, a newer format and a backup of the other engine', async () => {
      const target = await newStore();
      const refusal = (file: string, env: Record<string, string> = {}) =>
        restoreBackup(storeConfig(target, env), file).then(
          () => 'restored',
          (error: Error) => error.message,
        );
      const text = path.join(folder, 'notes.txt');
      await fs.writeFile(text, 'not an archive\n'.repeat(100));
      expect(await refusal(text)).toMatch(new RegExp(`^${text} is not a readable recruit-admin backup: `));
      const cut = path.join(folder, 'cut.tar.gz');
      const whole = await fs.readFile(archive);
      await fs.writeFile(cut, whole.subarray(0, whole.length / 2));
      expect(await refusal(cut)).toMatch(new RegExp(`^${cut} is not a readable recruit-admin backup: `));
      const other = await repacked(archive, path.join(folder, 'other.tar.gz'), (dir) =>
        fs.rm(path.join(dir, 'manifest.json')),
      );
      expect(await refusal(other)).toBe(
        `${other} is not a recruit-admin backup (it has no backup manifest).`,
      );
      const partial = await repacked(archive, path.join(folder, 'partial.tar.gz'), (dir) =>
        fs.rm(path.join(dir, engine === 'sqlite' ? 'recruit.db' : 'database.pgdump')),
      );
      expect(await refusal(partial)).toBe(`${partial} holds no database: it is not a complete backup.`);
      const newer = await repacked(archive, path.join(folder, 'newer.tar.gz'), async (dir) => {
        const file = path.join(dir, 'manifest.json');
        const manifest = JSON.parse(await fs.readFile(file, 'utf8')) as { format: number };
        await fs.writeFile(file, JSON.stringify({ ...manifest, format: manifest.format + 1 }));
      });
      expect(await refusal(newer)).toMatch(
        new RegExp(`^${newer} has backup format 2, newer than this version`),
      );
      if (engine === 'sqlite') {
        expect(await refusal(archive, { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' })).toBe(
          `${archive} is a backup of a SQLite database, and DATABASE_URL names a PostgreSQL one: unset DATABASE_URL to restore it into DATA_DIR.`,
        );
      } else {
        expect(await refusal(archive, { DATABASE_URL: '' })).toBe(
          `${archive} is a backup of a PostgreSQL database: set DATABASE_URL to the empty PostgreSQL database to restore it into.`,
        );
        const broken = await repacked(archive, path.join(folder, 'broken.tar.gz'), (dir) =>
          fs.writeFile(path.join(dir, 'database.pgdump'), 'PGDMP but not a dump'),
        );
        expect(await refusal(broken)).toMatch(/^pg_restore failed: /);
        expect(
          await restoreBackup(storeConfig(stores[0] as Store), archive).catch(
            (error: Error) => error.message,
          ),
        ).toBe(
          'The database DATABASE_URL names is not empty: restore only into a new, empty database (createdb).',
        );
      }
      await expectUntouched(target);
    });

    it('leaves the uploads out where they are in a bucket, and says so', async () => {
      const inBucket = { S3_BUCKET: 'recruit-media' };
      const file = path.join(folder, 'bucket.tar.gz');
      const backup = await createBackup(storeConfig(stores[0] as Store, inBucket), file);
      const entries: string[] = [];
      await tar.t({ file: backup.file, onReadEntry: (entry) => entries.push(entry.path) });
      expect(entries.sort()).toEqual(
        [engine === 'sqlite' ? 'recruit.db' : 'database.pgdump', 'manifest.json'].sort(),
      );
      expect(backupReport(backup, 1200)[1]).toMatch(
        /^the \w+ database \([\d.]+ kB\)\. The uploaded files are in the S3_BUCKET bucket, not in this backup: keep them with the store's own versioning or replication\.$/,
      );
      const target = await newStore();
      const restored = await restoreBackup(storeConfig(target, inBucket), backup.file);
      expect(restoreReport(backup.file, restored, 800)[0]).toContain(
        'database (the uploads are in the bucket)',
      );
      const api = await serve(target);
      const token = await api.login(ADMIN.email, ADMIN.password);
      expect(await detail(api, token, 'vacancyDetail', kept)).not.toBe(404);
    });

    it('keeps the files a backup has pinned, for the sweep to remove later, and one backup at a time', async () => {
      const token = await original.login(ADMIN.email, ADMIN.password);
      const vacancy = await addVacancy(original, token, 'Deleted while pinned', 5);
      const uploads = localUploadsDir(original.dataDir);
      const pin = path.join(uploads, BACKUP_PIN);
      await fs.writeFile(pin, 'another backup\n');
      expect((await original.call('DELETE', 'vacancyDelete', { id: vacancy.uid }, { token })).status).toBe(
        200,
      );
      expect(await served(original, vacancy.image)).toEqual(vacancy.bytes);
      const file = path.join(folder, 'while-pinned.tar.gz');
      await expect(createBackup(storeConfig(stores[0] as Store), file)).rejects.toThrow(
        `Another backup is running (${pin} is there): run this one once it has ended.`,
      );

      // A pin left by a backup that died counts no longer, and the next backup takes its place.
      const stale = new Date(Date.now() - BACKUP_PIN_MS - 1000);
      await fs.utimes(pin, stale, stale);
      expect((await createBackup(storeConfig(stores[0] as Store), file)).file).toBe(file);
      await expect(fs.stat(pin)).rejects.toThrow('ENOENT');
      const removed = await original.server.ctx.uploads.sweep(Date.now() + ORPHAN_GRACE_MS + 1000);
      expect(removed).toContain(vacancy.image.slice(MEDIA_PREFIX.length));
      expect(await served(original, vacancy.image)).toBe(404);
    });

    it('names the files the database refers to that were gone before the backup', async () => {
      const token = await original.login(ADMIN.email, ADMIN.password);
      const vacancy = await addVacancy(original, token, 'Its file lost', 6);
      const name = vacancy.image.slice(MEDIA_PREFIX.length);
      await fs.rm(path.join(localUploadsDir(original.dataDir), name));
      const backup = await createBackup(storeConfig(stores[0] as Store), path.join(folder, 'lost.tar.gz'));
      expect(backup.uploads?.missing).toEqual([name]);
      expect(backupReport(backup, 1000)[2]).toBe(
        `Missing from the uploads folder before this backup, though the database refers to them: ${name}.`,
      );
    });

    it.runIf(engine === 'postgres')('says what to install when pg_dump is not there', async () => {
      const noTools = await fs.mkdtemp(path.join(os.tmpdir(), 'recruit-no-tools-'));
      const refused = await cli('backup', [folder], { ...storeEnv(stores[0] as Store), PATH: noTools });
      await fs.rm(noTools, { recursive: true });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toBe(
        "pg_dump is not installed: install the PostgreSQL client tools of the server's version or newer (Debian, Ubuntu: apt install postgresql-client).\n",
      );
    });
  });
}

/** How many tables, views and sequences the database holds. */
async function tables(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public'",
    );
    return rows[0]?.count ?? 0;
  } finally {
    await client.end();
  }
}

/** A copy of a backup with its contents changed by `change`. */
async function repacked(from: string, to: string, change: (dir: string) => Promise<void>): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'recruit-repack-'));
  try {
    await tar.x({ file: from, cwd: dir });
    await change(dir);
    await tar.c({ gzip: true, file: to, cwd: dir }, await fs.readdir(dir));
    return to;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
