import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATA_EXPORT_ENTRIES } from '@contract/data-export-paths';
import type { HistoryEntry } from '@contract/history';
import type { Interview } from '@contract/interviews';
import { overallRecommendation, type Scorecard, type ScorecardWrite } from '@contract/scorecards';
import type { User } from '@contract/users';
import type { Vacancy } from '@contract/vacancies';
import type { CandidateRow } from '../../server/candidates/table';
import { EventStream } from './event-stream';
import { addUser, insertCandidates, insertCompany, scheduleInterview } from './fixtures';
import { ADMIN, callPath, describeEachDatabase, type Answer } from './harness';

describe('the overall recommendation', () => {
  it('is the step nearest the mean, a tie between no and yes leaning no', () => {
    expect(overallRecommendation([])).toBeNull();
    expect(overallRecommendation(['strong_yes', 'yes'])).toBe('strong_yes');
    expect(overallRecommendation(['yes', 'yes', 'no'])).toBe('yes');
    expect(overallRecommendation(['yes', 'no'])).toBe('no');
    expect(overallRecommendation(['strong_yes', 'strong_no'])).toBe('no');
    expect(overallRecommendation(['strong_no', 'no'])).toBe('strong_no');
  });
});

describeEachDatabase('scorecards', (api) => {
  let admin = '';
  let vacancy: Vacancy;
  let candidate: CandidateRow;
  let interview: Interview;
  const people = {} as Record<'clara' | 'stefan' | 'petra', { token: string; user: User }>;

  const scorecards = async (token: string) => {
    const answer = await api().call('GET', 'candidateScorecards', { id: candidate.uid }, { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as Answer['body'] & { response: Scorecard[]; withheld: unknown[] };
  };
  const submit = (token: string, json: Partial<ScorecardWrite>, uid = interview.uid, lang?: string) =>
    api().call(
      'PUT',
      'scorecardSubmit',
      { id: uid },
      {
        token,
        lang,
        json: {
          ratings: [
            { criterion: 'Communication', rating: 'yes' },
            { criterion: 'Skills', rating: 'strong_yes' },
          ],
          recommendation: 'yes',
          note: 'Clear answers.',
          ...json,
        },
      },
    );
  const schedule = async (starts_at: string, interviewer_uids: string[]) => {
    const answer = await scheduleInterview(api(), admin, {
      candidate_uid: candidate.uid,
      starts_at,
      duration_minutes: 45,
      location: 'Raum 1',
      interviewer_uids,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as Interview;
  };

  beforeAll(async () => {
    admin = await api().login(ADMIN.email, ADMIN.password);
    const alpha = await insertCompany(api(), { company_name: 'Alpha GmbH' });
    const created = await api().call(
      'POST',
      'vacancyCreate',
      {},
      {
        token: admin,
        json: {
          vacancy_title: 'Backend Developer',
          vacancy_description: 'Builds the API.',
          company_uuid: alpha.company_uid,
          vacancy_quota: 10,
          vacancy_start_date: '2026-01-01',
          vacancy_due_date: '2026-12-31',
          vacancy_package: [],
          scorecard_criteria: [' Communication ', 'Skills', 'skills', ''],
        },
      },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    vacancy = created.body.data as Vacancy;
    const add = (user_role: 'CustomerAdmin' | 'StaffAdmin', full_name: string) =>
      addUser(api(), admin, { company_uuid: alpha.company_uid, user_role, full_name });
    people.clara = await add('CustomerAdmin', 'Clara Kunde');
    people.stefan = await add('StaffAdmin', 'Stefan Stab');
    people.petra = await add('StaffAdmin', 'Petra Personal');
    [candidate] = (await insertCandidates(api(), vacancy.id, [{ candidate_name: 'Jürgen Groß' }])) as [
      CandidateRow,
    ];
    interview = await schedule('2026-11-02T09:00:00Z', [
      people.clara.user.user_uid,
      people.stefan.user.user_uid,
    ]);
  });

  it('keeps a vacancy’s criteria trimmed, each once, in order, and an edit without them keeps them', async () => {
    expect(vacancy.scorecard_criteria).toEqual(['Communication', 'Skills']);
    const form = new FormData();
    const fields = {
      vacancy_title: 'Backend Developer (m/w/d)',
      vacancy_description: 'Builds the API.',
      vacancy_quota: '10',
      vacancy_start_date: '2026-01-01',
      vacancy_due_date: '2026-12-31',
      vacancy_package: '[]',
      vacancy_status: 'Active',
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const kept = await api().call('PUT', 'vacancyUpdate', { id: vacancy.uid }, { token: admin, form });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect((kept.body.data as Vacancy).scorecard_criteria).toEqual(['Communication', 'Skills']);
    form.append('scorecard_criteria', JSON.stringify(Array.from({ length: 13 }, (_, index) => `C${index}`)));
    const tooMany = await api().call('PUT', 'vacancyUpdate', { id: vacancy.uid }, { token: admin, form });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.response).toEqual(['At most 12 criteria are allowed']);
  });

  it('shows an interviewer the others’ scorecards only once they submitted their own', async () => {
    const first = await submit(people.clara.token, {});
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.response).toBe('Scorecard submitted');
    expect(first.body.data).toMatchObject({
      interview: { uid: interview.uid, round: 'First_Interview' },
      interviewer: { user_uid: people.clara.user.user_uid, full_name: 'Clara Kunde' },
      ratings: [
        { criterion: 'Communication', rating: 'yes' },
        { criterion: 'Skills', rating: 'strong_yes' },
      ],
      recommendation: 'yes',
      note: 'Clear answers.',
    });

    const blind = await scorecards(people.stefan.token);
    expect(blind.response).toEqual([]);
    expect(blind.withheld).toEqual([{ interview_uid: interview.uid, count: 1 }]);
    // Not an interviewer of it: a colleague and the admin read every scorecard at once.
    expect((await scorecards(people.petra.token)).response).toHaveLength(1);
    expect((await scorecards(admin)).response).toHaveLength(1);

    expect((await submit(people.stefan.token, { recommendation: 'no', note: '' })).status).toBe(200);
    const both = await scorecards(people.stefan.token);
    expect(both.withheld).toEqual([]);
    expect(both.response.map((card) => [card.interviewer.full_name, card.recommendation])).toEqual([
      ['Clara Kunde', 'yes'],
      ['Stefan Stab', 'no'],
    ]);
  });

  it('replaces the interviewer’s own scorecard, and its timeline entries carry no ratings', async () => {
    const again = await submit(people.clara.token, { recommendation: 'strong_yes' });
    expect(again.status).toBe(200);
    const cards = (await scorecards(admin)).response;
    expect(cards.filter((card) => card.interviewer.full_name === 'Clara Kunde')).toHaveLength(1);
    expect(cards.find((card) => card.interviewer.full_name === 'Clara Kunde')?.recommendation).toBe(
      'strong_yes',
    );
    const timeline = await api().call(
      'GET',
      'recordHistory',
      { kind: 'candidate', id: candidate.uid },
      { token: admin },
    );
    const entries = (timeline.body.response as HistoryEntry[]).filter((entry) => entry.kind === 'scorecard');
    const fields = (...names: string[]) => names.map((field) => ({ field, from: null, to: null }));
    expect(entries.map((entry) => [entry.action, entry.actor?.full_name, entry.changes])).toEqual([
      ['update', 'Clara Kunde', fields('recommendation')],
      ['create', 'Stefan Stab', fields('ratings', 'recommendation')],
      ['create', 'Clara Kunde', fields('ratings', 'recommendation', 'note')],
    ]);
  });

  it('refuses a scorecard from someone who did not conduct the interview, before it began, or incomplete', async () => {
    const outsider = await submit(people.petra.token, {}, interview.uid, 'en');
    expect(outsider.status).toBe(403);
    expect(outsider.body.response).toEqual([
      'Only an interviewer of this interview can submit a scorecard for it.',
    ]);
    const later = await schedule('2030-01-07T09:00:00Z', [people.petra.user.user_uid]);
    const early = await submit(people.petra.token, {}, later.uid, 'de');
    expect(early.status).toBe(400);
    expect(early.body.response).toEqual([
      'Eine Bewertung kann abgegeben werden, sobald das Gespräch begonnen hat.',
    ]);
    const partial = await submit(
      people.clara.token,
      { ratings: [{ criterion: 'Skills', rating: 'no' }] },
      interview.uid,
      'en',
    );
    expect(partial.status).toBe(400);
    expect(partial.body.response).toEqual([
      'Please rate every criterion of the vacancy: Communication, Skills',
    ]);
    const wrong = await submit(people.clara.token, { recommendation: 'maybe' as never }, interview.uid, 'en');
    expect(wrong.status).toBe(400);
  });

  it('tells a colleague’s open screens of scorecards and interviews as they are written, on the candidate', async () => {
    const stream = await EventStream.open(api(), people.petra.token);
    try {
      expect((await submit(people.clara.token, { recommendation: 'no' })).status).toBe(200);
      const later = await schedule('2030-02-04T09:00:00Z', [people.clara.user.user_uid]);
      await stream.until(() => stream.changes().some((event) => event.uid === later.uid));
      const subject = { resource: 'candidates', uid: candidate.uid };
      expect(stream.changes().map(({ resource, kind, subject: on }) => ({ resource, kind, on }))).toEqual(
        expect.arrayContaining([
          { resource: 'scorecards', kind: 'updated', on: subject },
          { resource: 'interviews', kind: 'created', on: subject },
        ]),
      );
    } finally {
      stream.close();
    }
  });

  it('gives the candidate their interviews and scorecards in the copy of their data', async () => {
    const response = await fetch(
      new URL(callPath('candidateDataExport', { id: candidate.uid }), api().baseUrl),
      {
        headers: { authorization: `Bearer ${admin}` },
      },
    );
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const document = JSON.parse(
      Buffer.from(files[DATA_EXPORT_ENTRIES.candidate] ?? expect.fail('no document')).toString('utf8'),
    ) as { interviews: Interview[]; scorecards: Scorecard[]; history: HistoryEntry[] };
    expect(document.interviews.map((each) => each.uid)).toContain(interview.uid);
    expect(document.scorecards.map((card) => card.interviewer.full_name).sort()).toEqual([
      'Clara Kunde',
      'Stefan Stab',
    ]);
    expect(document.history.some((entry) => entry.kind === 'interview')).toBe(true);
  });

  it('lets the scorecards go with their interview', async () => {
    expect(
      (await api().call('DELETE', 'interviewCancel', { id: interview.uid }, { token: admin })).status,
    ).toBe(200);
    expect((await scorecards(admin)).response).toEqual([]);
  });
});
