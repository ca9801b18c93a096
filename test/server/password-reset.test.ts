import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { resetToken } from '../../server/auth/reset-link';
import type { User } from '@contract/users';
import { addUser, insertCompany, rejectUser } from './fixtures';
import { ADMIN, describeEachDatabase, type TestApi } from './harness';

const PASSWORD = 'first-pass-1';
const SENT = {
  english: 'If an account exists for this email, we have sent a link to reset the password.',
  german:
    'Falls ein Konto mit dieser E-Mail-Adresse existiert, haben wir einen Link zum Zurücksetzen des Passworts gesendet.',
};
const INVALID = ['This password reset link is invalid or has expired. Please request a new one.'];
const DONE = 'Your password has been reset. You can sign in now.';

interface Link {
  id: string;
  token: string;
  expire: string;
}

/** Quoted-printable and RFC 2047 encoded words, enough to read what nodemailer writes into the outbox. */
const decodeBytes = (text: string) =>
  decodeURIComponent(text.replace(/%/g, '%25').replace(/=([0-9A-F]{2})/gi, '%$1'));
const decodeHeader = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, word: string) => decodeBytes(word.replace(/_/g, ' ')));

interface Mail {
  to: string;
  subject: string;
  text: string;
}

function readMail(file: string): Mail {
  const raw = file.replace(/\r\n/g, '\n');
  const split = raw.indexOf('\n\n');
  const head = raw.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const header = (name: string) => decodeHeader(new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1] ?? '');
  const body = raw.slice(split + 2);
  const quoted = /quoted-printable/i.test(header('Content-Transfer-Encoding'));
  return {
    to: header('To'),
    subject: header('Subject'),
    text: quoted ? decodeBytes(body.replace(/=\n/g, '')) : body,
  };
}

async function outbox(api: TestApi): Promise<string[]> {
  const dir = path.join(api.dataDir, 'outbox');
  return (await fs.readdir(dir).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
}

describeEachDatabase('password-reset-link and password-reset', (api) => {
  let juergen: User;
  let rejected: User;
  beforeAll(async () => {
    const admin = await api().login(ADMIN.email, ADMIN.password);
    const company = await insertCompany(api(), { company_name: 'Acme Müller GmbH' });
    const staff = { user_role: 'StaffAdmin', company_uuid: company.company_uid, password: PASSWORD } as const;
    const add = async (full_name: string, email: string) =>
      (await addUser(api(), admin, { ...staff, full_name, email })).user;
    juergen = await add('Jürgen Groß', 'juergen@acme.test');
    rejected = await rejectUser(api(), admin, await add('Rita Rejected', 'rita@acme.test'));
  });

  const requestLink = (email: string, lang = 'english', acceptLanguage?: string) =>
    api().call('POST', 'passwordResetLink', { lang }, { json: { email }, lang: acceptLanguage });

  /** The mail goes out after the answer: wait until the server has written what it was handed. */
  const mailSent = () => api().server.ctx.mailer.settled();

  /** The outbox once every mail asked for so far is written: an earlier test's may still be on its way. */
  const settledOutbox = async () => {
    await mailSent();
    return outbox(api());
  };

  /** Asks for a link and reads it from the one mail the call wrote. */
  async function mailedLink(email: string, lang = 'english'): Promise<Link & { mail: Mail }> {
    const before = new Set(await settledOutbox());
    expect((await requestLink(email, lang)).status).toBe(200);
    await mailSent();
    const written = (await outbox(api())).filter((name) => !before.has(name));
    expect(written).toHaveLength(1);
    const mail = readMail(await fs.readFile(path.join(api().dataDir, 'outbox', written[0] ?? ''), 'utf8'));
    const match = /http:\/\/localhost:8080\/password-reset\/([\w-]+)\/([\w-]+)\/(\d+)/.exec(mail.text);
    if (!match) throw new Error(`no link in the mail:\n${mail.text}`);
    return { id: match[1] ?? '', token: match[2] ?? '', expire: match[3] ?? '', mail };
  }

  const reset = ({ id, token, expire }: Link, password: string, confirm = password, lang?: string) =>
    api().call(
      'PUT',
      'passwordReset',
      { id, token, expire },
      { json: { password, confirm_password: confirm }, lang },
    );

  const loginStatus = async (email: string, password: string) =>
    (await api().call('POST', 'login', {}, { json: { email, password, user_role: 'SuperAdmin' } })).status;

  it('answers the same message for known, unknown and rejected emails, in the language of {lang}', async () => {
    for (const email of ['juergen@acme.test', 'JUERGEN@acme.test', 'nobody@acme.test', 'rita@acme.test']) {
      expect((await requestLink(email)).body, email).toEqual({ status: 200, response: SENT.english });
      expect((await requestLink(email, 'german')).body, email).toEqual({
        status: 200,
        response: SENT.german,
      });
    }
    expect((await requestLink('nobody@acme.test', 'english', 'de')).body.response).toBe(SENT.english);
  });

  it('writes a mail only for a known, active email', async () => {
    const before = await settledOutbox();
    await requestLink('nobody@acme.test');
    await requestLink('rita@acme.test', 'german');
    expect(await settledOutbox()).toEqual(before);
  });

  it('mails the link APP_URL/password-reset/{user_uid}/{token}/{expire} in the chosen language', async () => {
    const english = await mailedLink('juergen@acme.test');
    expect(english.mail.to).toBe('juergen@acme.test');
    expect(english.mail.subject).toBe('Reset your Recruit password');
    expect(english.mail.text).toContain('Hello Jürgen Groß,');
    expect(english.mail.text).toContain('within 60 minutes');
    expect(english.id).toBe(juergen.user_uid);
    const lifetime = Number(english.expire) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(3600 - 60);
    expect(lifetime).toBeLessThanOrEqual(3600);
    const german = await mailedLink('juergen@acme.test', 'german');
    expect(german.mail.subject).toBe('Setzen Sie Ihr Recruit-Passwort zurück');
    expect(german.mail.text).toContain('Hallo Jürgen Groß,');
    expect(german.mail.text).toContain(
      `http://localhost:8080/password-reset/${german.id}/${german.token}/${german.expire}`,
    );
  });

  it('answers the email messages for a missing or malformed email, and 400 for another language', async () => {
    expect((await requestLink('')).body).toEqual({ status: 400, response: ['Please enter a valid email'] });
    expect((await requestLink('no-at-sign')).body).toEqual({
      status: 400,
      response: ['Invalid email address'],
    });
    expect((await requestLink('', 'english', 'de')).body.response).toEqual([
      'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    ]);
    const french = await requestLink('juergen@acme.test', 'french');
    expect(french.status).toBe(400);
    expect(french.body.response).toEqual(['Please choose one of the options']);
  });

  it('sets the new password once: the new one signs in, the old one and old tokens do not', async () => {
    const token = await api().login('juergen@acme.test', PASSWORD);
    const link = await mailedLink('juergen@acme.test');
    const answer = await reset(link, 'second-pass-2');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 200, response: DONE });
    expect((await api().call('GET', 'profile', {}, { token })).status).toBe(401);
    expect(await loginStatus('juergen@acme.test', PASSWORD)).toBe(401);
    expect(await loginStatus('juergen@acme.test', 'second-pass-2')).toBe(200);
    const again = await reset(link, 'third-pass-3');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ status: 400, response: INVALID });
    expect(await loginStatus('juergen@acme.test', 'second-pass-2')).toBe(200);
  });

  it('sets one password when the link is sent several times at once: one 200, the rest 400', async () => {
    const admin = await api().login(ADMIN.email, ADMIN.password);
    const company = await insertCompany(api());
    const email = `${company.company_uid}@acme.test`;
    await addUser(api(), admin, {
      user_role: 'StaffAdmin',
      company_uuid: company.company_uid,
      email,
      password: PASSWORD,
    });
    const link = await mailedLink(email);
    const passwords = ['racing-pass-1', 'racing-pass-2', 'racing-pass-3'];
    const answers = await Promise.all(passwords.map((password) => reset(link, password)));
    const done = answers.flatMap((answer, index) => (answer.status === 200 ? [passwords[index] ?? ''] : []));
    expect(done).toHaveLength(1);
    for (const answer of answers.filter(({ status }) => status !== 200))
      expect(answer.body).toEqual({ status: 400, response: INVALID });
    for (const password of passwords)
      expect(await loginStatus(email, password)).toBe(password === done[0] ? 200 : 401);
  });

  it('checks 8 to 25 characters and the confirmation, and the link still works afterwards', async () => {
    const link = await mailedLink('juergen@acme.test');
    const cases: [string, string, string[]][] = [
      ['', '', ['Please enter a valid password']],
      ['short', 'short', ['Minimum 8 Characters required']],
      ['z'.repeat(26), 'z'.repeat(26), ['Max 25 is allowed']],
      ['long-enough-4', 'other-pass-4', ['Your passwords do no match']],
    ];
    for (const [password, confirm, expected] of cases) {
      const answer = await reset(link, password, confirm);
      expect(answer.status, password).toBe(400);
      expect(answer.body.response, password).toEqual(expected);
    }
    expect((await reset(link, 'short', 'short', 'de')).body.response).toEqual([
      'Mindestens 8 Zeichen erforderlich',
    ]);
    const missing = await api().call(
      'PUT',
      'passwordReset',
      { id: link.id, token: link.token, expire: link.expire },
      { json: {} },
    );
    expect(missing.body.response).toEqual(['Please enter a valid password', 'Your passwords do no match']);
    const done = await reset(link, 'z'.repeat(25));
    expect(done.body).toEqual({ status: 200, response: DONE });
    expect(await loginStatus('juergen@acme.test', 'z'.repeat(25))).toBe(200);
  });

  it('answers 400 with the readable message for an expired or tampered link', async () => {
    const link = await mailedLink('juergen@acme.test');
    const row = await api()
      .db.selectFrom('users')
      .select(['user_uid', 'email', 'password_hash', 'last_login'])
      .where('user_uid', '=', juergen.user_uid)
      .executeTakeFirstOrThrow();
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = {
      id: link.id,
      token: resetToken((await api().server.ctx.keys.current()).secret, row, past),
      expire: String(past),
    };
    const flipped = `${link.token.slice(0, 10)}${link.token[10] === 'A' ? 'B' : 'A'}${link.token.slice(11)}`;
    const broken: Link[] = [
      expired,
      { ...link, token: flipped },
      { ...link, expire: String(Number(link.expire) + 3600) },
      { ...link, expire: 'soon' },
      { ...link, id: rejected.user_uid },
      { ...link, id: crypto.randomUUID() },
    ];
    for (const candidate of broken) {
      const answer = await reset(candidate, 'never-used-5');
      expect(answer.status, JSON.stringify(candidate)).toBe(400);
      expect(answer.body, JSON.stringify(candidate)).toEqual({ status: 400, response: INVALID });
    }
    expect((await reset(expired, 'never-used-5', 'never-used-5', 'de')).body.response).toEqual([
      'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    ]);
    expect((await reset(link, 'valid-at-last-6')).status).toBe(200);
  });

  it("voids a link when the user's email changes after it was made", async () => {
    const admin = await api().login(ADMIN.email, ADMIN.password);
    const link = await mailedLink('juergen@acme.test');
    const edit = (email: string) =>
      api().call(
        'PUT',
        'userUpdate',
        { id: juergen.user_uid },
        {
          token: admin,
          json: { full_name: juergen.full_name, user_role: 'StaffAdmin', status: 'Approved', email },
        },
      );
    expect((await edit('juergen.gross@acme.test')).status).toBe(200);
    const answer = await reset(link, 'changed-mail-8');
    expect(answer.status).toBe(400);
    expect(answer.body.response).toEqual(INVALID);
    const fresh = await mailedLink('juergen.gross@acme.test');
    expect(fresh.mail.to).toBe('juergen.gross@acme.test');
    expect((await reset(fresh, 'valid-at-last-6')).status).toBe(200);
    expect((await edit('juergen@acme.test')).status).toBe(200);
  });

  it('voids a link when the user signs in after it was made', async () => {
    const link = await mailedLink('juergen@acme.test');
    await api().login('juergen@acme.test', 'valid-at-last-6');
    const answer = await reset(link, 'too-late-7');
    expect(answer.status).toBe(400);
    expect(answer.body.response).toEqual(INVALID);
    expect(await loginStatus('juergen@acme.test', 'valid-at-last-6')).toBe(200);
  });
});
