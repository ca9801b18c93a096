import { beforeAll, expect, it } from 'vitest';
import type { Automation, AutomationCreate } from '@contract/automations';
import type { TemplateItem } from '@contract/templates';
import type { CandidateRow } from '../../server/candidates/table';
import {
  addUser,
  insertCandidates,
  insertCompany,
  insertVacancy,
  moveCandidate,
  scheduleInterview,
} from './fixtures';
import { ADMIN, describeEachDatabase } from './harness';

const DAY_MINUTES = 24 * 60;

/**
 * Stage automations (issue 34): a template queued when a candidate enters a status, by every path that moves
 * one (the edit form, the bulk action, an interview), after its delay; a change back within the delay cancels it.
 */
describeEachDatabase('stage automations', (api) => {
  let admin = '';
  const tokens = {} as Record<'alphaAdmin' | 'alphaStaff' | 'betaAdmin', string>;
  let developer = { uid: '', id: 0 };
  let opsCandidates: CandidateRow[] = [];
  let devCandidate: CandidateRow;
  let rejection: TemplateItem;

  const create = (json: AutomationCreate, token = tokens.alphaAdmin) =>
    api().call('POST', 'automationCreate', {}, { token, json });
  const mailsOf = (candidate: CandidateRow) =>
    api()
      .db.selectFrom('mails')
      .select(['subject', 'state', 'send_at', 'trigger_status'])
      .where('candidate_id', '=', candidate.id)
      .where('kind', '=', 'candidate_mail')
      .orderBy('id')
      .execute();
  const setStatus = async (candidate: CandidateRow, candidate_status: string) => {
    const answer = await moveCandidate(api(), tokens.alphaStaff, candidate, candidate_status);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };

  beforeAll(async () => {
    admin = await api().login(ADMIN.email, ADMIN.password);
    const alpha = await insertCompany(api(), { company_name: 'Alpha GmbH' });
    const beta = await insertCompany(api(), { company_name: 'Beta AG' });
    const add = async (company_uuid: string, user_role: 'CustomerAdmin' | 'StaffAdmin') =>
      (await addUser(api(), admin, { company_uuid, user_role })).token;
    tokens.alphaAdmin = await add(alpha.company_uid, 'CustomerAdmin');
    tokens.alphaStaff = await add(alpha.company_uid, 'StaffAdmin');
    tokens.betaAdmin = await add(beta.company_uid, 'CustomerAdmin');
    const dev = await insertVacancy(api(), alpha.id, { vacancy_title: 'Backend Developer' });
    const ops = await insertVacancy(api(), alpha.id, { vacancy_title: 'Operations' });
    developer = { uid: dev.uid, id: dev.id };
    opsCandidates = await insertCandidates(api(), ops.id, [
      { candidate_name: 'Olga Ops', candidate_email: 'olga@example.com' },
      { candidate_name: 'Otto Ops', candidate_email: 'otto@example.com' },
      { candidate_name: 'Oskar Ops', candidate_email: 'oskar@example.com' },
    ]);
    [devCandidate] = (await insertCandidates(api(), dev.id, [
      { candidate_name: 'Dana Dev', candidate_email: 'dana@example.com' },
    ])) as [CandidateRow];
    const templates = (await api().call('GET', 'templateList', {}, { token: admin })).body
      .response as TemplateItem[];
    rejection = templates.find((each) => each.template_name === 'Rejection') ?? expect.fail('no Rejection');
  });

  it('lets a company’s managers set rules for their company and its vacancies, one per status', async () => {
    const rule = await create({
      candidate_status: 'Rejected',
      template_uid: rejection.uid,
      delay_minutes: 2 * DAY_MINUTES,
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(200);
    expect(rule.body.data).toMatchObject({
      company: { company_name: 'Alpha GmbH' },
      vacancy: null,
      candidate_status: 'Rejected',
      template: { template_name: 'Rejection' },
      delay_minutes: 2 * DAY_MINUTES,
    });
    const own = await api().call(
      'POST',
      'templateCreate',
      {},
      {
        token: tokens.alphaAdmin,
        json: {
          template_name: 'Developer rejection',
          subject_en: 'About {{vacancy_title}}',
          body_en: 'Dear {{candidate_name}}, no.',
          subject_de: 'Zu {{vacancy_title}}',
          body_de: 'Guten Tag {{candidate_name}}, leider nein.',
        },
      },
    );
    const forDevelopers = await create({
      vacancy_uid: developer.uid,
      candidate_status: 'Rejected',
      template_uid: (own.body.data as TemplateItem).uid,
      delay_minutes: 0,
    });
    expect(forDevelopers.status).toBe(200);
    const twice = await create({
      candidate_status: 'Rejected',
      template_uid: rejection.uid,
      delay_minutes: 0,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.response).toEqual(['There is already an automatic mail for this status here.']);
    expect(
      (
        await create(
          { candidate_status: 'Applied', template_uid: rejection.uid, delay_minutes: 0 },
          tokens.alphaStaff,
        )
      ).status,
    ).toBe(403);
    const seen = async (token: string) =>
      ((await api().call('GET', 'automationList', {}, { token })).body.response as Automation[]).length;
    expect(await seen(tokens.alphaStaff)).toBe(2);
    expect(await seen(tokens.betaAdmin)).toBe(0);
    const foreign = await create(
      {
        vacancy_uid: developer.uid,
        candidate_status: 'Applied',
        template_uid: rejection.uid,
        delay_minutes: 0,
      },
      tokens.betaAdmin,
    );
    expect(foreign.status).toBe(404);
  });

  it('queues the rejection for its time, and cancels it when the candidate leaves Rejected before then', async () => {
    const [olga] = opsCandidates as [CandidateRow];
    await setStatus(olga, 'Rejected');
    const [queued] = await mailsOf(olga);
    expect(queued).toMatchObject({
      subject: 'Ihre Bewerbung als Operations',
      state: 'queued',
      trigger_status: 'Rejected',
    });
    const inDays = (Date.parse(queued?.send_at ?? '') - Date.now()) / (DAY_MINUTES * 60_000);
    expect(inDays).toBeGreaterThan(1.9);
    expect(inDays).toBeLessThanOrEqual(2);

    await setStatus(olga, 'Applied');
    expect((await mailsOf(olga)).map((mail) => mail.state)).toEqual(['cancelled']);
  });

  it('takes a vacancy’s own rule before its company’s, and sends one without delay at once', async () => {
    await setStatus(devCandidate, 'Rejected');
    await api().server.ctx.mails.settled();
    expect(await mailsOf(devCandidate)).toMatchObject([{ subject: 'Zu Backend Developer', state: 'sent' }]);
  });

  it('queues for every candidate a bulk action moves, and for a candidate an interview moves', async () => {
    const [, otto, oskar] = opsCandidates as [CandidateRow, CandidateRow, CandidateRow];
    const bulk = await api().call(
      'POST',
      'candidateBulkUpdate',
      {},
      {
        token: tokens.alphaAdmin,
        json: { uids: [otto.uid, oskar.uid], set: { candidate_status: 'Rejected' } },
      },
    );
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    for (const candidate of [otto, oskar])
      expect((await mailsOf(candidate)).map((mail) => mail.state)).toEqual(['queued']);

    const invitation = (await api().call('GET', 'templateList', {}, { token: admin })).body
      .response as TemplateItem[];
    const interviewTemplate = invitation.find((each) => each.template_name === 'Interview invitation');
    expect(
      (
        await create({
          candidate_status: 'First_Interview',
          template_uid: interviewTemplate?.uid ?? '',
          delay_minutes: 0,
        })
      ).status,
    ).toBe(200);
    const profile = (await api().call('GET', 'profile', {}, { token: admin })).body.response as {
      user_uid: string;
    };
    const scheduled = await scheduleInterview(api(), admin, {
      candidate_uid: otto.uid,
      interviewer_uids: [profile.user_uid],
    });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    await api().server.ctx.mails.settled();
    // Leaving Rejected cancelled its rejection; entering the round sent the invitation, its time filled in.
    const ottos = await mailsOf(otto);
    expect(ottos.map((mail) => [mail.trigger_status, mail.state])).toEqual([
      ['Rejected', 'cancelled'],
      ['First_Interview', 'sent'],
    ]);
    const text = await api()
      .db.selectFrom('mails')
      .select('text')
      .where('candidate_id', '=', otto.id)
      .where('trigger_status', '=', 'First_Interview')
      .executeTakeFirstOrThrow();
    expect(text.text).toContain('am 15.12.2036 um 14:00 Uhr (Europe/Berlin) zu einem Gespräch');
  });
});
