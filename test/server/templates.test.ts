import { beforeAll, expect, it } from 'vitest';
import type { HistoryEntry } from '@contract/history';
import type { CandidateMail, MailText, TemplateItem, TemplateWrite } from '@contract/templates';
import type { CandidateRow } from '../../server/candidates/table';
import { addUser, insertCandidates, insertCompany, insertVacancy, scheduleInterview } from './fixtures';
import { ADMIN, describeEachDatabase } from './harness';

const WRITE: TemplateWrite = {
  template_name: 'Einladung',
  subject_en: 'Your application as {{vacancy_title}}',
  body_en: 'Dear {{candidate_name}}, we would like to meet you on {{interview_time}}. {{company}}',
  subject_de: 'Ihre Bewerbung als {{vacancy_title}}',
  body_de: 'Guten Tag {{candidate_name}}, wir möchten Sie am {{interview_time}} treffen. {{ company }}',
};

/** The platform's templates every installation starts with (migration 026). */
const DEFAULTS = ['Interview invitation', 'Rejection'];

/**
 * Mail templates and mails to candidates (issue 34): who manages which templates, the placeholders in both
 * languages, and a mail sent from a template to a candidate, queued, sent and on their timeline.
 */
describeEachDatabase('mail templates', (api) => {
  let admin = '';
  const tokens = {} as Record<'alphaAdmin' | 'alphaStaff' | 'betaAdmin', string>;
  let alphaUid = '';
  let jurgen: CandidateRow;
  let anna: CandidateRow;

  const create = (json: Partial<TemplateWrite>, token: string, lang?: string) =>
    api().call('POST', 'templateCreate', {}, { token, lang, json: { ...WRITE, ...json } });
  const created = async (json: Partial<TemplateWrite>, token: string) => {
    const answer = await create(json, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as TemplateItem;
  };
  const names = async (token: string) =>
    ((await api().call('GET', 'templateList', {}, { token })).body.response as TemplateItem[]).map(
      (template) => template.template_name,
    );
  const preview = async (template: TemplateItem, candidateUid: string, token = admin) => {
    const answer = await api().call(
      'GET',
      'templatePreview',
      { id: template.uid },
      { token, query: { candidate: candidateUid } },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.response as MailText;
  };

  beforeAll(async () => {
    admin = await api().login(ADMIN.email, ADMIN.password);
    const alpha = await insertCompany(api(), { company_name: 'Alpha GmbH' });
    const beta = await insertCompany(api(), { company_name: 'Beta AG' });
    alphaUid = alpha.company_uid;
    const add = async (company_uuid: string, user_role: 'CustomerAdmin' | 'StaffAdmin') =>
      (await addUser(api(), admin, { company_uuid, user_role })).token;
    tokens.alphaAdmin = await add(alpha.company_uid, 'CustomerAdmin');
    tokens.alphaStaff = await add(alpha.company_uid, 'StaffAdmin');
    tokens.betaAdmin = await add(beta.company_uid, 'CustomerAdmin');
    const vacancy = await insertVacancy(api(), alpha.id, { vacancy_title: 'Backend Developer' });
    [jurgen, anna] = (await insertCandidates(api(), vacancy.id, [
      { candidate_name: 'Jürgen Groß', candidate_email: 'juergen@example.com' },
      { candidate_name: 'Anna Smith', candidate_email: 'anna@example.com' },
    ])) as [CandidateRow, CandidateRow];
    // Anna reads English: her edit form says so.
    const english = await api().call(
      'PUT',
      'candidateUpdate',
      { id: anna.uid },
      {
        token: tokens.alphaAdmin,
        json: {
          candidate_name: 'Anna Smith',
          candidate_email: 'anna@example.com',
          candidate_phone_number: '0',
          candidate_status: 'Applied',
          candidate_active_or_inactive: 'active',
          candidate_language: 'english',
        },
      },
    );
    expect(english.status, JSON.stringify(english.body)).toBe(200);
  });

  it('lets SubAdmins manage the platform’s templates and any company’s, and CustomerAdmins their own', async () => {
    const platform = await created({ template_name: 'Platform' }, admin);
    expect(platform.company).toBeNull();
    const forAlpha = await created({ template_name: 'Alpha by admin', company_uid: alphaUid }, admin);
    expect(forAlpha.company?.company_name).toBe('Alpha GmbH');
    // A CustomerAdmin's template is their company's, whatever it names.
    const own = await created({ template_name: 'Alpha own', company_uid: '' }, tokens.alphaAdmin);
    expect(own.company?.company_name).toBe('Alpha GmbH');
    await created({ template_name: 'Beta own' }, tokens.betaAdmin);

    expect(await names(tokens.alphaStaff)).toEqual([
      'Alpha by admin',
      'Alpha own',
      ...DEFAULTS.slice(0, 1),
      'Platform',
      ...DEFAULTS.slice(1),
    ]);
    expect(await names(tokens.betaAdmin)).toEqual([
      'Beta own',
      'Interview invitation',
      'Platform',
      'Rejection',
    ]);
    expect(await names(admin)).toEqual([
      'Alpha by admin',
      'Alpha own',
      'Beta own',
      'Interview invitation',
      'Platform',
      'Rejection',
    ]);

    expect((await create({ template_name: 'Staff' }, tokens.alphaStaff)).status).toBe(403);
    const update = (template: TemplateItem, token: string) =>
      api().call(
        'PUT',
        'templateUpdate',
        { id: template.uid },
        { token, json: { ...WRITE, template_name: 'x' } },
      );
    const onPlatform = await update(platform, tokens.alphaAdmin);
    expect(onPlatform.status).toBe(403);
    expect(onPlatform.body.response).toEqual(["Only an administrator can change the platform's templates."]);
    expect((await update(own, tokens.betaAdmin)).status).toBe(404);
    expect((await update(own, tokens.alphaAdmin)).status).toBe(200);
    const remove = (template: TemplateItem, token: string) =>
      api().call('DELETE', 'templateDelete', { id: template.uid }, { token });
    expect((await remove(platform, tokens.alphaAdmin)).status).toBe(403);
    expect((await remove(forAlpha, tokens.alphaAdmin)).status).toBe(200);
    expect(await names(tokens.alphaAdmin)).toEqual(['Interview invitation', 'Platform', 'Rejection', 'x']);
  });

  it('refuses a placeholder it does not know, in the caller’s language', async () => {
    const english = await create({ body_en: 'Hello {{first_name}}' }, admin);
    expect(english.status).toBe(400);
    expect(JSON.stringify(english.body)).toContain(
      'Unknown placeholder: use only {{candidate_name}}, {{vacancy_title}}, {{company}}, {{interview_time}}',
    );
    const german = await create({ subject_de: '{{Name}}' }, admin, 'de');
    expect(JSON.stringify(german.body)).toContain('Unbekannter Platzhalter');
  });

  it('fills a template in for a candidate in their language, their next interview’s time included', async () => {
    const template = await created({ template_name: 'Preview' }, admin);
    const profile = (await api().call('GET', 'profile', {}, { token: admin })).body.response as {
      user_uid: string;
    };
    const interview = await scheduleInterview(api(), admin, {
      candidate_uid: jurgen.uid,
      interviewer_uids: [profile.user_uid],
      move_candidate: false,
    });
    expect(interview.status).toBe(200);
    expect(await preview(template, jurgen.uid, tokens.alphaStaff)).toEqual({
      language: 'german',
      subject: 'Ihre Bewerbung als Backend Developer',
      body: 'Guten Tag Jürgen Groß, wir möchten Sie am 15.12.2036 um 14:00 Uhr (Europe/Berlin) treffen. Alpha GmbH',
    });
    expect(await preview(template, anna.uid)).toEqual({
      language: 'english',
      subject: 'Your application as Backend Developer',
      body: 'Dear Anna Smith, we would like to meet you on . Alpha GmbH',
    });
    // The templates an installation starts with fill in the same way.
    const [rejection] = (
      (await api().call('GET', 'templateList', {}, { token: admin, query: { search: 'Rejection' } })).body
        .response as TemplateItem[]
    ).filter((each) => each.template_name === 'Rejection');
    expect((await preview(rejection ?? expect.fail('no Rejection'), anna.uid)).body).toContain(
      'Dear Anna Smith,\n\nthank you for your interest in the position of Backend Developer',
    );
    const foreign = await api().call(
      'GET',
      'templatePreview',
      { id: template.uid },
      { token: tokens.betaAdmin, query: { candidate: jurgen.uid } },
    );
    expect(foreign.status).toBe(404);
  });

  it('sends a template to many candidates at once, each in their language; a customer’s only to its own', async () => {
    const template = await created({ template_name: 'Bulk' }, admin);
    const bulk = (token: string, template_uid: string) =>
      api().call(
        'POST',
        'candidateBulkMail',
        {},
        { token, json: { uids: [jurgen.uid, anna.uid], set: { template_uid } } },
      );
    const answer = await bulk(tokens.alphaStaff, template.uid);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.response).toBe('2 mails are on their way');
    await api().server.ctx.mails.settled();
    const subjects = await api()
      .db.selectFrom('mails')
      .select(['to_address', 'subject', 'state'])
      .where('kind', '=', 'candidate_mail')
      .where('subject', 'like', '%Backend Developer')
      .orderBy('to_address')
      .execute();
    expect(subjects).toEqual([
      { to_address: 'anna@example.com', subject: 'Your application as Backend Developer', state: 'sent' },
      { to_address: 'juergen@example.com', subject: 'Ihre Bewerbung als Backend Developer', state: 'sent' },
    ]);
    // Beta's template is not for Alpha's candidates, nor does Alpha's staff see it.
    const beta = await created({ template_name: 'Beta only' }, tokens.betaAdmin);
    expect((await bulk(tokens.alphaStaff, beta.uid)).status).toBe(404);
    const refused = await bulk(admin, beta.uid);
    expect(refused.body.data).toMatchObject({
      changed: 0,
      refused: [{ reason: 'The template is another customer’s.' }, {}],
    });
  });

  it('sends a candidate a mail: queued, sent once, shown with its state and on their timeline', async () => {
    const send = (token: string) =>
      api().call(
        'POST',
        'candidateMailSend',
        { id: anna.uid },
        { token, json: { subject: 'Your application', body: 'Dear Anna Smith, thank you.' } },
      );
    expect((await send(tokens.betaAdmin)).status).toBe(404);
    const answer = await send(tokens.alphaStaff);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.response).toBe('The mail is on its way');
    await api().server.ctx.mails.settled();
    const mails = (await api().call('GET', 'candidateMails', { id: anna.uid }, { token: tokens.alphaAdmin }))
      .body.response as CandidateMail[];
    // The newest first: this one, after the one the bulk mail sent her.
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({
      subject: 'Your application',
      body: 'Dear Anna Smith, thank you.',
      to: 'anna@example.com',
      state: 'sent',
    });
    const timeline = (
      await api().call(
        'GET',
        'recordHistory',
        { kind: 'candidate', id: anna.uid },
        { token: tokens.alphaAdmin },
      )
    ).body.response as HistoryEntry[];
    const [sent] = timeline.filter((entry) => entry.kind === 'candidate_mail');
    expect(sent?.changes.map((change) => [change.field, change.to])).toEqual([
      ['to', 'anna@example.com'],
      ['subject', 'Your application'],
      ['body', 'Dear Anna Smith, thank you.'],
    ]);

    // Erased, the candidate takes their mails along, and their timeline keeps no text of them.
    const erased = await api().call('DELETE', 'candidateDelete', { id: anna.uid }, { token: admin });
    expect(erased.status).toBe(200);
    const left = await api()
      .db.selectFrom('mails')
      .select('id')
      .where('to_address', '=', 'anna@example.com')
      .execute();
    expect(left).toEqual([]);
  });
});
