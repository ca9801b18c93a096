import fs from 'node:fs/promises';
import path from 'node:path';
import ICAL from 'ical.js';
import PostalMime from 'postal-mime';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Candidate } from '@contract/candidates';
import type { HistoryEntry } from '@contract/history';
import type { Interview, InterviewConflict, InterviewCreate } from '@contract/interviews';
import type { Person } from '@contract/notes';
import type { User } from '@contract/users';
import type { CandidateRow } from '../../server/candidates/table';
import type { CompanyRow } from '../../server/customers/table';
import {
  addUser,
  insertCandidates,
  insertCompany,
  insertVacancy,
  USER_PASSWORD,
  scheduleInterview,
} from './fixtures';
import { ADMIN, describeEachDatabase, type TestApi } from './harness';

/** A mail of the outbox: its text, and its invitation parsed back by ical.js. */
interface SentMail {
  to: string;
  subject: string;
  text: string;
  method: string;
  event: ICAL.Event;
}

async function readMail(file: string): Promise<SentMail> {
  const mail = await PostalMime.parse(await fs.readFile(file));
  const part = mail.attachments.find((attachment) => attachment.mimeType.startsWith('text/calendar'));
  if (!part) throw new Error(`no invitation in ${file}`);
  const ics = typeof part.content === 'string' ? part.content : new TextDecoder().decode(part.content);
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error(`no event in ${file}`);
  return {
    to: mail.to?.map((address) => address.address).join(', ') ?? '',
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    method: String(calendar.getFirstPropertyValue('method')),
    event: new ICAL.Event(vevent),
  };
}

const attendeesOf = (event: ICAL.Event) =>
  event.attendees.map((attendee) => String(attendee.getFirstValue()).replace(/^mailto:/i, '')).sort();

describeEachDatabase('interviews', (api) => {
  let admin = '';
  let alpha: CompanyRow;
  let jurgen: CandidateRow;
  let bernd: CandidateRow;
  /** Alpha's manager (signed in in German), its staff member, and Beta's manager. */
  const people = {} as Record<'clara' | 'stefan' | 'berta', { token: string; user: User }>;
  let adminUser: Person;
  const sent = new Set<string>();

  /** The mails written since the last call, once every mail handed over has been written. */
  async function newMails(testApi: TestApi): Promise<SentMail[]> {
    await testApi.server.ctx.mails.settled();
    const dir = path.join(testApi.dataDir, 'outbox');
    const names = (await fs.readdir(dir).catch(() => [])).filter((name) => !sent.has(name)).sort();
    names.forEach((name) => sent.add(name));
    return Promise.all(names.map((name) => readMail(path.join(dir, name))));
  }
  const mailTo = (mails: SentMail[], address: string) =>
    mails.find((mail) => mail.to === address) ?? expect.fail(`no mail to ${address}`);

  const schedule = (json: Partial<InterviewCreate>, token: string, lang?: string) =>
    scheduleInterview(
      api(),
      token,
      {
        candidate_uid: jurgen.uid,
        starts_at: '2026-12-15T14:00:00+01:00',
        location: 'Alpha GmbH, Raum 3',
        interviewer_uids: [people.clara.user.user_uid],
        ...json,
      },
      lang,
    );
  const scheduled = async (json: Partial<InterviewCreate>, token = people.clara.token) => {
    const answer = await schedule(json, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as Interview;
  };
  const update = (interview: Interview, changes: Partial<InterviewCreate>, token: string, headers = {}) =>
    api().call(
      'PUT',
      'interviewUpdate',
      { id: interview.uid },
      {
        token,
        headers,
        json: {
          round: interview.round,
          starts_at: interview.starts_at,
          duration_minutes: interview.duration_minutes,
          location: interview.location,
          video_link: interview.video_link,
          interviewer_uids: interview.interviewers.map((person) => person.user_uid),
          invite_candidate: interview.candidate_invited,
          time_zone: interview.time_zone,
          ...changes,
        },
      },
    );
  const cancel = (uid: string, token: string, lang?: string) =>
    api().call('DELETE', 'interviewCancel', { id: uid }, { token, lang });
  const detail = (uid: string, token: string) => api().call('GET', 'interviewDetail', { id: uid }, { token });
  const list = (query: Record<string, string>, token: string) =>
    api().call('GET', 'interviewList', {}, { token, query });

  beforeAll(async () => {
    admin = await api().login(ADMIN.email, ADMIN.password);
    alpha = await insertCompany(api(), { company_name: 'Alpha GmbH' });
    const beta = await insertCompany(api(), { company_name: 'Beta AG' });
    const developer = await insertVacancy(api(), alpha.id, { vacancy_title: 'Backend Developer' });
    const storage = await insertVacancy(api(), beta.id, { vacancy_title: 'Lagerist' });
    [jurgen] = (await insertCandidates(api(), developer.id, [
      { candidate_name: 'Jürgen Groß', candidate_email: 'juergen@example.com' },
    ])) as [CandidateRow];
    [bernd] = (await insertCandidates(api(), storage.id, [{ candidate_name: 'Bernd Bauer' }])) as [
      CandidateRow,
    ];
    const add = (company_uuid: string, user_role: 'CustomerAdmin' | 'StaffAdmin', full_name: string) =>
      addUser(api(), admin, {
        company_uuid,
        user_role,
        full_name,
        email: `${full_name.split(' ')[0]}@example.com`,
      });
    people.clara = await add(alpha.company_uid, 'CustomerAdmin', 'Clara Kunde');
    people.stefan = await add(alpha.company_uid, 'StaffAdmin', 'Stefan Stab');
    people.berta = await add(beta.company_uid, 'CustomerAdmin', 'Berta Beta');
    // Clara signs in in German: her mails are written in German.
    const german = await api().call(
      'POST',
      'login',
      {},
      { json: { email: 'Clara@example.com', password: USER_PASSWORD, user_role: 'SuperAdmin' }, lang: 'de' },
    );
    expect(german.status).toBe(200);
    people.clara.token = german.body.access as string;
    const profile = await api().call('GET', 'profile', {}, { token: admin });
    const me = profile.body.response as { user_uid: string; full_name: string };
    adminUser = { user_uid: me.user_uid, full_name: me.full_name };
    await newMails(api());
  });

  it('schedules an interview, moves the candidate into its round and invites each interviewer in their language', async () => {
    const answer = await schedule(
      {
        interviewer_uids: [people.clara.user.user_uid, people.stefan.user.user_uid],
        video_link: 'https://meet.example.com/abc',
        invite_candidate: true,
      },
      people.stefan.token,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.response).toBe('Interview scheduled');
    const interview = answer.body.data as Interview;
    expect(interview).toEqual({
      uid: expect.any(String),
      candidate: { uid: jurgen.uid, candidate_name: 'Jürgen Groß' },
      vacancy: { uid: expect.any(String), vacancy_title: 'Backend Developer' },
      company: { company_uid: alpha.company_uid, company_name: 'Alpha GmbH' },
      round: 'First_Interview',
      starts_at: '2026-12-15T13:00:00.000Z',
      duration_minutes: 60,
      location: 'Alpha GmbH, Raum 3',
      video_link: 'https://meet.example.com/abc',
      time_zone: 'Europe/Berlin',
      interviewers: [
        { user_uid: people.clara.user.user_uid, full_name: 'Clara Kunde' },
        { user_uid: people.stefan.user.user_uid, full_name: 'Stefan Stab' },
      ],
      candidate_invited: true,
      organizer: { user_uid: people.stefan.user.user_uid, full_name: 'Stefan Stab' },
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const candidate = await api().call('GET', 'candidateDetail', { id: jurgen.uid }, { token: admin });
    expect((candidate.body.response as Candidate[])[0]?.candidate_status).toBe('First_Interview');

    const mails = await newMails(api());
    expect(mails.map((mail) => mail.to).sort()).toEqual([
      'clara@example.com',
      'juergen@example.com',
      'stefan@example.com',
    ]);
    const clara = mailTo(mails, 'clara@example.com');
    expect(clara.subject).toBe('Vorstellungsgespräch: Jürgen Groß (Backend Developer)');
    expect(clara.text).toContain('Wann: 15.12.2026 um 14:00 Uhr (Europe/Berlin)');
    expect(clara.text).toContain('Runde: Erstes Vorstellungsgespräch');
    const stefan = mailTo(mails, 'stefan@example.com');
    expect(stefan.subject).toBe('Interview: Jürgen Groß (Backend Developer)');
    expect(stefan.text).toContain('When: 15.12.2026 at 14:00 (Europe/Berlin)');
    expect(mailTo(mails, 'juergen@example.com').subject).toBe(
      'Your interview for Backend Developer at Alpha GmbH',
    );
    for (const mail of mails) {
      expect(mail.method).toBe('REQUEST');
      expect(mail.event.uid).toBe(`${interview.uid}@localhost`);
      expect(mail.event.sequence).toBe(0);
      expect(mail.event.startDate.toJSDate().toISOString()).toBe('2026-12-15T13:00:00.000Z');
      expect(mail.event.endDate.toJSDate().toISOString()).toBe('2026-12-15T14:00:00.000Z');
      expect(mail.event.location).toBe('Alpha GmbH, Raum 3');
      expect(attendeesOf(mail.event)).toEqual([
        'clara@example.com',
        'juergen@example.com',
        'stefan@example.com',
      ]);
      expect(String(mail.event.organizer)).toBe('mailto:stefan@example.com');
    }
  });

  it('keeps the instant across a change to summer time and writes it in the interview’s zone', async () => {
    // Scheduled in winter (+01:00) for a day after the clocks went forward (+02:00).
    const interview = await scheduled({
      starts_at: '2027-03-29T14:00:00+02:00',
      round: 'Second_Interview',
      move_candidate: false,
    });
    expect(interview.starts_at).toBe('2027-03-29T12:00:00.000Z');
    const [mail] = await newMails(api());
    expect(mail?.text).toContain('29.03.2027 um 14:00 Uhr (Europe/Berlin)');
    expect(mail?.event.startDate.toJSDate().toISOString()).toBe('2027-03-29T12:00:00.000Z');
    const candidate = await api().call('GET', 'candidateDetail', { id: jurgen.uid }, { token: admin });
    expect((candidate.body.response as Candidate[])[0]?.candidate_status).toBe('First_Interview');
  });

  it('sends a changed interview as an update with a higher SEQUENCE, and a cancellation to whom it drops', async () => {
    const interview = await scheduled({
      starts_at: '2027-01-11T09:00:00Z',
      interviewer_uids: [people.clara.user.user_uid, people.stefan.user.user_uid],
    });
    await newMails(api());
    const version = (await detail(interview.uid, admin)).headers.get('etag') ?? '';
    const answer = await update(
      interview,
      {
        starts_at: '2027-01-11T10:30:00Z',
        interviewer_uids: [people.clara.user.user_uid, adminUser.user_uid],
      },
      people.stefan.token,
      { 'if-match': version },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.response).toBe('Interview updated');
    expect((answer.body.data as Interview).interviewers.map((person) => person.full_name)).toEqual(
      [adminUser.full_name, 'Clara Kunde'].sort(),
    );
    const mails = await newMails(api());
    const dropped = mailTo(mails, 'stefan@example.com');
    expect(dropped.method).toBe('CANCEL');
    expect(dropped.event.sequence).toBe(1);
    expect(dropped.subject).toBe('Cancelled: interview with Jürgen Groß (Backend Developer)');
    const clara = mailTo(mails, 'clara@example.com');
    expect(clara.method).toBe('REQUEST');
    expect(clara.event.sequence).toBe(1);
    expect(clara.subject).toBe('Geändert: Vorstellungsgespräch mit Jürgen Groß (Backend Developer)');
    expect(clara.event.startDate.toJSDate().toISOString()).toBe('2027-01-11T10:30:00.000Z');
    expect(mails).toHaveLength(3);

    // The version it was read at is stale now; saving the same again changes nothing and sends nothing.
    const stale = await update(interview, { location: 'Elsewhere' }, people.clara.token, {
      'if-match': version,
    });
    expect(stale.status).toBe(412);
    const unchanged = await update(answer.body.data as Interview, {}, people.clara.token);
    expect(unchanged.status).toBe(200);
    expect(await newMails(api())).toEqual([]);
  });

  it('cancels an interview: every recipient gets METHOD:CANCEL, and its history stays on the candidate’s timeline', async () => {
    const interview = await scheduled({ starts_at: '2027-02-01T08:00:00Z', invite_candidate: true });
    await newMails(api());
    const answer = await cancel(interview.uid, people.clara.token, 'de');
    expect(answer.status).toBe(200);
    expect(answer.body.response).toBe('Vorstellungsgespräch abgesagt');
    expect((await detail(interview.uid, admin)).status).toBe(404);
    const mails = await newMails(api());
    expect(mails.map((mail) => [mail.to, mail.method, mail.event.sequence]).sort()).toEqual([
      ['clara@example.com', 'CANCEL', 1],
      ['juergen@example.com', 'CANCEL', 1],
    ]);
    expect(mails[0]?.event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    const timeline = await api().call(
      'GET',
      'recordHistory',
      { kind: 'candidate', id: jurgen.uid },
      { token: people.stefan.token },
    );
    const entries = (timeline.body.response as HistoryEntry[]).filter(
      (entry) => entry.record_uid === interview.uid,
    );
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'create']);
    expect(entries[1]?.changes).toContainEqual({
      field: 'starts_at',
      from: null,
      to: '2027-02-01T08:00:00.000Z',
    });
  });

  describe('roles and companies', () => {
    let alphas: Interview;
    beforeAll(async () => {
      alphas = await scheduled({ starts_at: '2027-04-05T08:00:00Z', move_candidate: false });
      await newMails(api());
    });

    it('shows a company’s interviews to its users and the platform admins only', async () => {
      for (const token of [admin, people.clara.token, people.stefan.token])
        expect((await detail(alphas.uid, token)).status).toBe(200);
      expect((await detail(alphas.uid, people.berta.token)).status).toBe(404);
      const range = { starts_after: '2027-04-01T00:00:00Z', starts_before: '2027-05-01T00:00:00Z' };
      const uidsFor = async (token: string) =>
        ((await list(range, token)).body.response as Interview[]).map((interview) => interview.uid);
      expect(await uidsFor(people.stefan.token)).toEqual([alphas.uid]);
      expect(await uidsFor(people.berta.token)).toEqual([]);
      expect(await uidsFor(admin)).toEqual([alphas.uid]);
    });

    it('answers another company’s interview and candidate as unknown, to any write', async () => {
      expect((await update(alphas, { location: 'Beta' }, people.berta.token)).status).toBe(404);
      expect((await cancel(alphas.uid, people.berta.token)).status).toBe(404);
      expect((await schedule({}, people.berta.token)).status).toBe(404);
      const interviewers = await api().call(
        'GET',
        'interviewInterviewers',
        { id: jurgen.uid },
        { token: people.berta.token },
      );
      expect(interviewers.status).toBe(404);
    });

    it('takes interviewers of the candidate’s company and the platform admins, no one else', async () => {
      const choices = await api().call(
        'GET',
        'interviewInterviewers',
        { id: jurgen.uid },
        { token: people.stefan.token },
      );
      const names = (choices.body.response as Person[]).map((person) => person.full_name);
      expect(names).toEqual(expect.arrayContaining(['Clara Kunde', 'Stefan Stab', adminUser.full_name]));
      expect(names).not.toContain('Berta Beta');
      const refused = await schedule(
        { interviewer_uids: [people.berta.user.user_uid] },
        people.clara.token,
        'en',
      );
      expect(refused.status).toBe(400);
      expect(refused.body.response).toEqual(['Please choose interviewers from the list']);
      const bernds = await scheduled(
        {
          candidate_uid: bernd.uid,
          interviewer_uids: [adminUser.user_uid],
          starts_at: '2027-04-06T08:00:00Z',
        },
        admin,
      );
      expect(bernds.company.company_name).toBe('Beta AG');
      await newMails(api());
    });
  });

  it('refuses an interview without a place or link, of a wrong length or in an unknown zone, with the form’s messages', async () => {
    const noPlace = await schedule({ location: '', video_link: '' }, people.clara.token, 'en');
    expect(noPlace.status).toBe(400);
    expect(noPlace.body.response).toEqual(['Please enter a place or a video link']);
    const wrong = await schedule(
      { duration_minutes: 5, time_zone: 'Mars/Olympus', video_link: 'meet.example.com' },
      people.clara.token,
      'de',
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.response).toEqual(
      expect.arrayContaining([
        'Bitte geben Sie zwischen 15 und 480 Minuten ein',
        'Bitte wählen Sie eine gültige Zeitzone',
        'Bitte geben Sie einen Link ein, der mit https:// oder http:// beginnt',
      ]),
    );
    const tooLong = await list(
      { starts_after: '2027-01-01T00:00:00Z', starts_before: '2027-06-01T00:00:00Z' },
      admin,
    );
    expect(tooLong.status).toBe(400);
    expect(await newMails(api())).toEqual([]);
  });

  it('names the interviewers busy at a time, leaving out back-to-back interviews and the one being edited', async () => {
    const busy = await scheduled({
      starts_at: '2027-05-10T09:00:00Z',
      duration_minutes: 90,
      interviewer_uids: [people.stefan.user.user_uid],
      move_candidate: false,
    });
    await newMails(api());
    const conflicts = async (starts_at: string, duration_minutes: number, except = '') =>
      (
        await api().call(
          'GET',
          'interviewConflicts',
          {},
          {
            token: people.clara.token,
            query: {
              starts_at,
              duration_minutes,
              interviewer_uids: `${people.stefan.user.user_uid},${people.clara.user.user_uid}`,
              except,
            },
          },
        )
      ).body.response as InterviewConflict[];
    expect(await conflicts('2027-05-10T10:00:00Z', 60)).toEqual([
      {
        interviewer: { user_uid: people.stefan.user.user_uid, full_name: 'Stefan Stab' },
        starts_at: '2027-05-10T09:00:00.000Z',
        duration_minutes: 90,
      },
    ]);
    expect(await conflicts('2027-05-10T10:30:00Z', 30)).toEqual([]);
    expect(await conflicts('2027-05-10T08:00:00Z', 60)).toEqual([]);
    expect(await conflicts('2027-05-10T09:30:00Z', 15, busy.uid)).toEqual([]);
  });

  it('lists a range by start with the calendar’s filters', async () => {
    const range = { starts_after: '2027-06-01T00:00:00Z', starts_before: '2027-07-01T00:00:00Z' };
    const june = await scheduled({ starts_at: '2027-06-02T07:00:00Z', move_candidate: false });
    const late = await scheduled({
      starts_at: '2027-06-30T23:30:00Z',
      interviewer_uids: [people.stefan.user.user_uid],
      move_candidate: false,
    });
    await scheduled({ starts_at: '2027-07-01T00:00:00Z', move_candidate: false });
    await newMails(api());
    const uids = async (query: Record<string, string>) =>
      ((await list({ ...range, ...query }, admin)).body.response as Interview[]).map(
        (interview) => interview.uid,
      );
    expect(await uids({})).toEqual([june.uid, late.uid]);
    expect(await uids({ interviewer: people.stefan.user.user_uid })).toEqual([late.uid]);
    expect(await uids({ company: alpha.company_uid })).toEqual([june.uid, late.uid]);
    expect(await uids({ vacancy: june.vacancy.uid })).toEqual([june.uid, late.uid]);
    const candidates = await list({ candidate: jurgen.uid }, people.stefan.token);
    expect((candidates.body.response as Interview[]).length).toBeGreaterThanOrEqual(3);
  });

  it('erases a candidate’s interviews and their history’s values with the candidate', async () => {
    const interview = await scheduled(
      { candidate_uid: bernd.uid, starts_at: '2027-08-01T08:00:00Z', interviewer_uids: [adminUser.user_uid] },
      admin,
    );
    await newMails(api());
    const erased = await api().call('DELETE', 'candidateDelete', { id: bernd.uid }, { token: admin });
    expect(erased.status).toBe(200);
    expect((await detail(interview.uid, admin)).status).toBe(404);
    const entries = await api()
      .db.selectFrom('history')
      .select(['changes', 'erased'])
      .where('record_uid', '=', interview.uid)
      .execute();
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.erased === 1 && entry.changes === '[]')).toBe(true);
  });
});
