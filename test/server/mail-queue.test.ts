import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_INTERRUPTED, type MailItem } from '@contract/mails';
import type { NewMail } from '../../server/mails/mails';
import { ADMIN, ENGINES, freshStore, serveApi, type Store, type TestApi } from './harness';

/**
 * The outgoing mails' queue (issue 34, server/mails/): pg-boss on PostgreSQL, the mails' own rows on SQLite,
 * the same delivery on both. Each test watches what the mailer is asked to send (the real sending goes on),
 * so that a mail sent twice would show, even where the second copy would replace the first's file.
 */

const mail = (to: string, sendAt?: string): NewMail => ({
  kind: 'candidate_mail',
  to,
  subject: `Hello ${to}`,
  text: 'Guten Tag',
  ...(sendAt ? { sendAt } : {}),
});

/** The uids of the mails `api`'s mailer was asked to send, in order. */
function watchSends(api: TestApi): string[] {
  const sent: string[] = [];
  const { mailer } = api.server.ctx;
  const send = mailer.send.bind(mailer);
  mailer.send = async (message, queued) => {
    if (queued) sent.push(queued.uid);
    return send(message, queued);
  };
  return sent;
}

/** Queues mails through `api`'s queue in a transaction of its own, as a write does, and wakes the queue. */
async function queue(api: TestApi, mails: NewMail[]) {
  await api.db.transaction().execute((trx) => api.server.ctx.mails.queue(trx, mails));
  api.server.ctx.mails.wake();
}

const stateOf = async (api: TestApi, to: string) =>
  (await api.db.selectFrom('mails').selectAll().where('to_address', '=', to).executeTakeFirstOrThrow()).state;

for (const engine of ENGINES) {
  describe(`the mail queue [${engine}]`, () => {
    describe('on one instance', () => {
      let api: TestApi;
      let admin = '';
      let sent: string[] = [];
      beforeAll(async () => {
        // Two attempts, and an interrupted send noticed after a second.
        api = await serveApi(await freshStore(engine), { MAIL_ATTEMPTS: '2', MAIL_SEND_TIMEOUT: '1' });
        admin = await api.login(ADMIN.email, ADMIN.password);
        sent = watchSends(api);
      });
      afterAll(async () => api.close());

      const failedMails = async () => {
        const answer = await api.call('GET', 'mailList', {}, { token: admin });
        expect(answer.status).toBe(200);
        return answer.body.response as MailItem[];
      };

      it('sends a queued mail once, into a file of its own', async () => {
        await queue(api, [mail('one@example.com')]);
        await api.server.ctx.mails.settled();
        const row = await api.db
          .selectFrom('mails')
          .selectAll()
          .where('to_address', '=', 'one@example.com')
          .executeTakeFirstOrThrow();
        expect(row).toMatchObject({ state: 'sent', attempts: 1, last_error: null });
        expect(sent).toEqual([row.uid]);
        const files = await fs.readdir(path.join(api.dataDir, 'outbox'));
        expect(files.filter((file) => file.includes(row.uid))).toHaveLength(1);
      });

      it('keeps a delayed mail until its time', async () => {
        await queue(api, [mail('later@example.com', new Date(Date.now() + 1_500).toISOString())]);
        await api.server.ctx.mails.settled();
        expect(await stateOf(api, 'later@example.com')).toBe('queued');
        await expect.poll(() => stateOf(api, 'later@example.com'), { timeout: 15_000 }).toBe('sent');
      });

      it('tries a mail that could not be sent again after a wait, and fails it once its attempts are spent', async () => {
        const outbox = path.join(api.dataDir, 'outbox');
        // The outbox cannot be written while a file stands in its place.
        await fs.rm(outbox, { recursive: true, force: true });
        await fs.writeFile(outbox, 'not a folder');
        const soon = new Date(Date.now() + 1_000).toISOString();
        await queue(api, [mail('retry@example.com'), mail('spent@example.com', soon)]);
        // Its first attempt already made: the next is its last.
        await api.db
          .updateTable('mails')
          .set({ attempts: 1 })
          .where('to_address', '=', 'spent@example.com')
          .execute();
        await api.server.ctx.mails.settled();
        const retry = await api.db
          .selectFrom('mails')
          .selectAll()
          .where('to_address', '=', 'retry@example.com')
          .executeTakeFirstOrThrow();
        expect(retry).toMatchObject({ state: 'queued', attempts: 1 });
        expect(retry.last_error).toMatch(/EEXIST|ENOTDIR/);
        expect(Date.parse(retry.send_at) - Date.now()).toBeGreaterThan(20_000);

        await expect.poll(() => stateOf(api, 'spent@example.com'), { timeout: 15_000 }).toBe('failed');
        const [spent] = (await failedMails()).filter((each) => each.to === 'spent@example.com');
        expect(spent).toMatchObject({ attempts: 2, last_error: expect.stringMatching(/EEXIST|ENOTDIR/) });
        await fs.rm(outbox);
        await fs.mkdir(outbox);
      });

      it('fails a mail left sending by a stopped instance, never sends it again, and lets a SubAdmin send it', async () => {
        // What a crash leaves: a mail taken for sending a while ago, never finished.
        await queue(api, [mail('crash@example.com', new Date(Date.now() + 60_000).toISOString())]);
        await api.db
          .updateTable('mails')
          .set({
            state: 'sending',
            attempts: 1,
            claimed_at: new Date(Date.now() - 10_000).toISOString(),
            send_at: new Date().toISOString(),
          })
          .where('to_address', '=', 'crash@example.com')
          .execute();
        await expect.poll(() => stateOf(api, 'crash@example.com'), { timeout: 15_000 }).toBe('failed');
        const [shown] = (await failedMails()).filter((each) => each.to === 'crash@example.com');
        expect(shown).toMatchObject({ state: 'failed', last_error: MAIL_INTERRUPTED, attempts: 1 });
        expect(sent).not.toContain(shown?.uid);

        const retried = await api.call('POST', 'mailRetry', { id: shown?.uid ?? '' }, { token: admin });
        expect(retried.status).toBe(200);
        await api.server.ctx.mails.settled();
        expect(await stateOf(api, 'crash@example.com')).toBe('sent');
        expect(sent.filter((uid) => uid === shown?.uid)).toHaveLength(1);
        expect((await failedMails()).map((each) => each.to)).not.toContain('crash@example.com');
      });

      it('shows the queue to SubAdmins only, and retries only failed mails', async () => {
        expect((await api.call('GET', 'mailList', {}, {})).status).toBe(401);
        const [sentMail] = (await api.call('GET', 'mailList', {}, { token: admin, query: { state: 'sent' } }))
          .body.response as MailItem[];
        const again = await api.call('POST', 'mailRetry', { id: sentMail?.uid ?? '' }, { token: admin });
        expect(again.status).toBe(409);
        expect((await api.call('POST', 'mailRetry', { id: 'unknown' }, { token: admin })).status).toBe(404);
      });
    });

    describe('on two instances of one database', () => {
      let store: Store;
      const instances: TestApi[] = [];
      beforeAll(async () => {
        store = await freshStore(engine);
        for (let i = 0; i < 2; i++) instances.push(await serveApi(store));
      });
      afterAll(async () => {
        await instances[0]?.server.close();
        await instances[1]?.close();
      });

      it('sends each mail exactly once', async () => {
        const [first, second] = instances as [TestApi, TestApi];
        const sent = [...[first, second].map(watchSends)];
        // Due in a moment, so that both instances' workers find them at about the same time.
        const at = new Date(Date.now() + 500).toISOString();
        const addresses = Array.from({ length: 30 }, (_, i) => `twice-${i}@example.com`);
        await queue(
          first,
          addresses.slice(0, 15).map((to) => mail(to, at)),
        );
        await queue(
          second,
          addresses.slice(15).map((to) => mail(to, at)),
        );
        const unsent = () =>
          first.db
            .selectFrom('mails')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('state', '<>', 'sent')
            .executeTakeFirstOrThrow();
        await expect.poll(async () => Number((await unsent()).count), { timeout: 20_000 }).toBe(0);
        const all = sent.flat();
        expect(all).toHaveLength(30);
        expect(new Set(all).size).toBe(30);
      });
    });
  });
}
