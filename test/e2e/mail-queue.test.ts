import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../i18n';
import appTexts from '../../i18n/app';
import mailTexts from '../../i18n/mails';
import { browserAvailable, expectAccessible, screenshot } from './browser';
import { suiteSession } from './session';

/**
 * The mail queue (issue 34) in Chromium: a SubAdmin finds a failed mail under its sidebar entry, reads why, and
 * sends it again; the mail then goes out (the outbox has it) and the list of sent mails shows it.
 */
describe.skipIf(!browserAvailable())('the mail queue in Chromium', () => {
  const { current, signedIn } = suiteSession();

  describe.each(['english', 'german'] as const)('in %s', (language: Language) => {
    const t = mailTexts[language].mails;
    const page = signedIn(language);
    const to = `queue-${language}@example.com`;

    it('shows a failed mail with its error, and sends it again', async () => {
      const now = new Date().toISOString();
      const [{ uid }] = (await current()
        .api.db.insertInto('mails')
        .values({
          uid: crypto.randomUUID(),
          kind: 'candidate_mail',
          to_address: to,
          subject: `Hello ${language}`,
          text: 'Guten Tag',
          calendar_method: null,
          calendar_content: null,
          candidate_id: null,
          sender_user_id: null,
          sender_name: null,
          state: 'failed',
          attempts: 5,
          last_error: 'connect ECONNREFUSED 127.0.0.1:25',
          send_at: now,
          claimed_at: now,
          sent_at: null,
          created_at: now,
        })
        .returning('uid')
        .execute()) as [{ uid: string }];

      await page()
        .getByRole('navigation')
        .getByRole('menuitem', { name: appTexts[language].app.menu.mails })
        .click();
      await page().getByRole('heading', { level: 1, name: t.title }).waitFor();
      const row = page().getByRole('row').filter({ hasText: to });
      await row.getByText('connect ECONNREFUSED 127.0.0.1:25').waitFor();
      await expectAccessible(page(), `mail queue (${language})`);
      await screenshot(page(), `mail-queue-${language === 'english' ? 'en' : 'de'}`);

      await row.getByRole('button', { name: t.retry }).click();
      await expect.poll(() => row.count()).toBe(0);
      await page().getByRole('combobox', { name: t.state_label }).click();
      await page().getByRole('option', { name: t.states.sent }).click();
      await page().getByRole('row').filter({ hasText: to }).waitFor();
      const outbox = await fs.readdir(path.join(current().api.dataDir, 'outbox'));
      expect(outbox.filter((file) => file.includes(uid))).toHaveLength(1);
    });
  });
});
