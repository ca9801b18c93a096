import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, expect, it } from 'vitest';
import { createMailer } from '../../server/platform/mail';

const outboxDir = await fs.mkdtemp(path.join(os.tmpdir(), 'recruit-outbox-'));
afterAll(() => fs.rm(outboxDir, { recursive: true, force: true }));

it('writes a mail without SMTP as a standard .eml file (CRLF lines) and logs its link', async () => {
  const logged: unknown[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) });
  const mailer = createMailer({ from: 'Recruit <no-reply@localhost>', outboxDir, log });
  await mailer.send({
    to: 'jana@example.com',
    subject: 'Grüße',
    text: 'Hallo\n\nhttp://localhost:8080/password-reset/a/b/1\n',
  });

  const [file] = await fs.readdir(outboxDir);
  const eml = await fs.readFile(path.join(outboxDir, file ?? ''), 'utf8');
  expect(eml).toMatch(/^From: Recruit <no-reply@localhost>\r\n/);
  expect(eml).toContain('To: jana@example.com\r\n');
  expect(eml.replace(/\r\n/g, '')).not.toContain('\n');
  expect(logged).toContainEqual(
    expect.objectContaining({ link: 'http://localhost:8080/password-reset/a/b/1' }),
  );
});
