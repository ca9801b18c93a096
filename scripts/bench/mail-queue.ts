/**
 * `npm run bench:mail-queue`: issue 34's queue throughput, printed (no pass/fail). On each database (SQLite, and
 * PostgreSQL with BENCH_POSTGRES_URL, a server URL whose database it creates and drops), a server in this process
 * with the outbox as its transport queues BENCH_MAILS mails (default 2,000) in transactions of 100, as many writes
 * would, and times them until every one is sent: mails a second, and the time to the first sent.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '../../server/config';
import type { NewMail } from '../../server/mails/mails';
import { createServer } from '../../server/server';

const MAILS = Number(process.env.BENCH_MAILS ?? 2_000);
const PER_WRITE = 100;

const mail = (index: number): NewMail => ({
  kind: 'candidate_mail',
  to: `bench-${index}@example.com`,
  subject: `Your application ${index}`,
  text: 'Dear candidate,\n\nthank you for your application.\n\nKind regards',
});

async function count(db: Awaited<ReturnType<typeof createServer>>['ctx']['db'], state: 'sent') {
  const row = await db
    .selectFrom('mails')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('state', '=', state)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function measure(label: string, env: Record<string, string>) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-mails-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', STATIC_DIR: dataDir, ...env });
  const server = await createServer(config, pino({ level: 'silent' }));
  try {
    const { ctx } = server;
    const start = performance.now();
    for (let from = 0; from < MAILS; from += PER_WRITE) {
      const batch = Array.from({ length: Math.min(PER_WRITE, MAILS - from) }, (_, i) => mail(from + i));
      await ctx.db.transaction().execute((trx) => ctx.mails.queue(trx, batch));
      ctx.mails.wake();
    }
    const queued = performance.now() - start;
    let first = 0;
    for (;;) {
      const sent = await count(ctx.db, 'sent');
      if (sent > 0 && first === 0) first = performance.now() - start;
      if (sent >= MAILS) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const all = performance.now() - start;
    console.log(
      `${label}: ${MAILS} mails queued in ${queued.toFixed(0)} ms, first sent after ${first.toFixed(0)} ms, ` +
        `all sent after ${all.toFixed(0)} ms: ${((MAILS / all) * 1000).toFixed(0)} mails/s`,
    );
  } finally {
    await server.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  await measure('SQLite (the local queue)', {});
  const url = process.env.BENCH_POSTGRES_URL;
  if (!url) {
    console.log(
      'PostgreSQL: skipped (set BENCH_POSTGRES_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres)',
    );
    return;
  }
  const name = `bench_mails_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const database = new URL(url);
    database.pathname = `/${name}`;
    await measure('PostgreSQL (pg-boss)', { DATABASE_URL: database.toString() });
  } finally {
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
