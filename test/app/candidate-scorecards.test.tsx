import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { candidateScorecardsAnswer, scorecardAnswer, type Scorecard } from '@contract/scorecards';
import { eventStream } from './fixtures/event-stream';
import { answer, fakeApi, itemsOf, type SentRequest } from './fixtures/fake-api';
import type { RecordedAnswer } from './fixtures/record';
import { chooseGerman, renderWithFetch, served, signIn } from './render-app';
import type { FetchLike } from '../../src/providers/http';
import type { InterviewRecord } from '../../src/interviews/types';

const [ANNA] = itemsOf('candidateDetail') as unknown as [{ uid: string }];
/** The recorded interview: the signed-in administrator and Sam conduct it. */
const RECORDED = itemsOf('interviewList')[0] as unknown as InterviewRecord;
const [ADMIN, SAM] = RECORDED.interviewers as [Person, Person];
interface Person {
  user_uid: string;
  full_name: string;
}

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
/** Begun two hours ago: its interviewers may score it. */
const PAST = { ...RECORDED, starts_at: hoursFromNow(-2) };

/** A scorecard of the past interview, as the API answers one. */
function card(interviewer: Person, ratings: [string, string], recommendation: string, note = ''): Scorecard {
  return {
    uid: `card-${interviewer.user_uid}`,
    interview: { uid: PAST.uid, round: PAST.round, starts_at: PAST.starts_at },
    interviewer,
    ratings: [
      { criterion: 'Communication', rating: ratings[0] },
      { criterion: 'Skills', rating: ratings[1] },
    ],
    recommendation,
    note,
    submitted_at: hoursFromNow(-1),
    updated_at: hoursFromNow(-1),
    version: 1,
  } as Scorecard;
}
const MINE = card(ADMIN, ['yes', 'strong_yes'], 'yes', 'Clear answers.');
const SAMS = card(SAM, ['no', 'yes'], 'strong_yes');

/** GET candidate-scorecards, as the contract has it. */
function scorecards(cards: Scorecard[], withheld: { interview_uid: string; count: number }[] = []) {
  const body = candidateScorecardsAnswer.parse({ status: 200, response: cards, withheld });
  return served('GET', 'candidateScorecards', 200, body);
}

/** PUT scorecard-submit's answer: the server's message and the scorecard. */
function submitted(scorecard: Scorecard, message = 'Scorecard submitted') {
  const body = scorecardAnswer.parse({ status: 200, response: message, data: scorecard });
  return served('PUT', 'scorecardSubmit', 200, body);
}

const list = (...interviews: InterviewRecord[]) =>
  served('GET', 'interviewList', 200, { status: 200, response: interviews });

const BESIDE = [
  served('GET', 'candidateNotes', 200, { status: 200, response: [] }),
  served('GET', 'recordHistory', 200, { status: 200, response: [], count: 0 }),
  answer('vacancyDetail'),
  answer('candidateDetail'),
  answer('profile'),
];

/**
 * The candidate's details signed in as the recorded administrator; `later` answers once `switchOver` is called
 * (a colleague's change), and the live-update stream is the test's.
 */
async function openDetails(answers: RecordedAnswer[], later: RecordedAnswer[] = answers) {
  const before = fakeApi(...answers, ...BESIDE);
  const after = fakeApi(...later, ...BESIDE);
  const stream = eventStream();
  let current = before;
  const fetch: FetchLike = async (input, init) =>
    new URL(input, 'http://app.test').pathname === '/api/events'
      ? stream.response
      : current.fetch(input, init);
  signIn('SubAdmin');
  await renderWithFetch(`/candidate/details/active/${ANNA.uid}`, fetch);
  const section = await screen.findByRole('region', { name: 'Interviews' });
  const requests = (): SentRequest[] => [...before.requests, ...after.requests];
  return { section, stream, requests, switchOver: () => (current = after) };
}

const isSubmit = (request: SentRequest) =>
  request.method === 'PUT' && request.path.startsWith('customer-api/scorecard-submit/');
const reads = (requests: SentRequest[]) =>
  requests.filter((request) => request.path.startsWith('customer-api/candidate-scorecards/')).length;

async function openDialog(user: UserEvent, section: HTMLElement, button: string) {
  await user.click(await within(section).findByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: button });
  await within(dialog).findByRole('radiogroup', { name: 'Overall recommendation' });
  return dialog;
}

async function choose(user: UserEvent, dialog: HTMLElement, question: string, step: string) {
  await user.click(within(within(dialog).getByRole('radiogroup', { name: question })).getByLabelText(step));
}

/** The scorecards of the section's one interview, side by side. */
async function cardsIn(section: HTMLElement) {
  const cards = await within(section).findByRole('list', { name: 'Scorecards' });
  return within(cards).getAllByRole('listitem');
}

describe('scorecards on the candidate details', () => {
  it('shows the submitted scorecards side by side under their overall recommendation', async () => {
    const { section } = await openDetails([list(PAST), scorecards([MINE, SAMS])]);
    const [mine, sams] = (await cardsIn(section)) as [HTMLElement, HTMLElement];
    expect(within(mine).getByRole('heading', { name: 'Administrator' })).toBeInTheDocument();
    expect(mine).toHaveTextContent('CommunicationYesSkillsStrong yesRecommendationYesClear answers.');
    expect(within(sams).getByRole('heading', { name: 'Sam Staff' })).toBeInTheDocument();
    expect(sams).toHaveTextContent('CommunicationNoSkillsYesRecommendationStrong yes');
    // Yes and strong yes: their mean, 1.5, is strong yes.
    expect(section).toHaveTextContent('Overall recommendationStrong yes');
    expect(within(section).getByRole('button', { name: 'Edit my scorecard' })).toBeInTheDocument();
  });

  it("hides the others' scorecards from an interviewer until theirs is in, and says how many", async () => {
    const { section } = await openDetails([
      list(PAST),
      scorecards([], [{ interview_uid: PAST.uid, count: 2 }]),
    ]);
    expect(
      await within(section).findByText('2 scorecards are hidden until you submit your own'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('list', { name: 'Scorecards' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('heading', { name: 'Sam Staff' })).not.toBeInTheDocument();
    expect(section).not.toHaveTextContent('Overall recommendation');
    expect(within(section).getByRole('button', { name: 'Submit scorecard' })).toBeInTheDocument();
  });

  it("submits one with every criterion rated, shows the server's message and then the others'", async () => {
    const user = userEvent.setup();
    const { section, requests, switchOver } = await openDetails(
      [list(PAST), scorecards([], [{ interview_uid: PAST.uid, count: 1 }])],
      [list(PAST), scorecards([MINE, SAMS]), submitted(MINE)],
    );
    const dialog = await openDialog(user, section, 'Submit scorecard');
    await choose(user, dialog, 'Communication', 'Yes');
    await choose(user, dialog, 'Skills', 'Strong yes');
    await choose(user, dialog, 'Overall recommendation', 'Yes');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Clear answers.');
    // What the API answers from then on: the others' too, now that the caller's is in.
    switchOver();
    const sent = () => requests().find(isSubmit);
    await user.click(within(dialog).getByRole('button', { name: 'Submit scorecard' }));
    expect(await screen.findByText('Scorecard submitted')).toBeInTheDocument();
    expect(sent()?.path).toBe(`customer-api/scorecard-submit/${PAST.uid}/`);
    expect(JSON.parse(String(sent()?.body))).toEqual({
      ratings: [
        { criterion: 'Communication', rating: 'yes' },
        { criterion: 'Skills', rating: 'strong_yes' },
      ],
      recommendation: 'yes',
      note: 'Clear answers.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await cardsIn(section)).toHaveLength(2);
    expect(section).not.toHaveTextContent('hidden until you submit');
    expect(within(section).getByRole('button', { name: 'Edit my scorecard' })).toHaveFocus();
  });

  it('names and focuses what is not rated yet, sending nothing', async () => {
    const user = userEvent.setup();
    const { section, requests } = await openDetails([list(PAST), scorecards([]), submitted(MINE)]);
    const dialog = await openDialog(user, section, 'Submit scorecard');
    await choose(user, dialog, 'Skills', 'No');
    await user.click(within(dialog).getByRole('button', { name: 'Submit scorecard' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please choose a rating for: Communication, Overall recommendation',
    );
    const communication = within(dialog).getByRole('radiogroup', { name: 'Communication' });
    expect(within(communication).getByLabelText('Strong no')).toHaveFocus();
    expect(communication).toHaveAccessibleDescription('Please choose a rating');
    expect(requests().some(isSubmit)).toBe(false);
  });

  it("edits one's own, prefilled with it", async () => {
    const user = userEvent.setup();
    const { section, requests } = await openDetails([list(PAST), scorecards([MINE, SAMS]), submitted(MINE)]);
    const dialog = await openDialog(user, section, 'Edit my scorecard');
    const checked = (question: string) =>
      within(within(dialog).getByRole('radiogroup', { name: question })).getByRole('radio', {
        checked: true,
      });
    expect(checked('Communication')).toHaveAccessibleName('Yes');
    expect(checked('Skills')).toHaveAccessibleName('Strong yes');
    expect(checked('Overall recommendation')).toHaveAccessibleName('Yes');
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue('Clear answers.');
    await choose(user, dialog, 'Overall recommendation', 'Strong yes');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Scorecard submitted')).toBeInTheDocument();
    expect(JSON.parse(String(requests().find(isSubmit)?.body))).toMatchObject({
      recommendation: 'strong_yes',
    });
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    const user = userEvent.setup();
    const refusal = served('PUT', 'scorecardSubmit', 403, {
      status: 403,
      response: ['Only an interviewer of this interview can submit a scorecard for it.'],
    });
    const { section } = await openDetails([list(PAST), scorecards([]), refusal]);
    const dialog = await openDialog(user, section, 'Submit scorecard');
    await choose(user, dialog, 'Communication', 'No');
    await choose(user, dialog, 'Skills', 'No');
    await choose(user, dialog, 'Overall recommendation', 'Strong no');
    await user.click(within(dialog).getByRole('button', { name: 'Submit scorecard' }));
    expect(
      await screen.findByText('Only an interviewer of this interview can submit a scorecard for it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Submit scorecard' })).toBeInTheDocument();
  });

  it('offers no submit button to someone who did not conduct the interview, who sees every card', async () => {
    const samsOnly = { ...PAST, interviewers: [SAM] };
    const { section } = await openDetails([list(samsOnly), scorecards([SAMS])]);
    expect(await cardsIn(section)).toHaveLength(1);
    expect(within(section).queryByRole('button', { name: /scorecard/ })).not.toBeInTheDocument();
  });

  it('offers none before the interview begins, nor shows scorecards then', async () => {
    const { section, requests } = await openDetails([
      list({ ...RECORDED, starts_at: hoursFromNow(48) }),
      scorecards([]),
    ]);
    await within(section).findByRole('listitem');
    await waitFor(() => expect(reads(requests())).toBe(1));
    expect(within(section).queryByRole('button', { name: /scorecard/ })).not.toBeInTheDocument();
    expect(within(section).queryByRole('heading', { name: 'Scorecards' })).not.toBeInTheDocument();
  });

  it('speaks German: the steps, the overall recommendation, the hidden ones counted', async () => {
    const user = userEvent.setup();
    const { section: english } = await openDetails([
      list(PAST),
      scorecards([SAMS], [{ interview_uid: PAST.uid, count: 1 }]),
    ]);
    await within(english).findByRole('list', { name: 'Scorecards' });
    await chooseGerman();
    const section = await screen.findByRole('region', { name: 'Vorstellungsgespräche' });
    expect(
      await within(section).findByText('1 Bewertung ist verborgen, bis Sie Ihre eigene abgeben'),
    ).toBeInTheDocument();
    expect(section).toHaveTextContent('GesamtempfehlungKlares Ja');
    const cards = await within(section).findByRole('list', { name: 'Bewertungen' });
    const [sams] = within(cards).getAllByRole('listitem') as [HTMLElement];
    expect(sams).toHaveTextContent('CommunicationNeinSkillsJaEmpfehlungKlares Ja');
    await user.click(within(section).getByRole('button', { name: 'Bewertung abgeben' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bewertung abgeben' });
    const overall = await within(dialog).findByRole('radiogroup', { name: 'Gesamtempfehlung' });
    const steps = within(overall).getAllByRole('radio');
    ['Klares Nein', 'Nein', 'Ja', 'Klares Ja'].forEach((name, index) =>
      expect(steps[index]).toHaveAccessibleName(name),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Notiz' })).toBeInTheDocument();
  });

  it("reads them again when a colleague's scorecard comes over the live updates", async () => {
    const { section, stream, switchOver } = await openDetails(
      [list(PAST), scorecards([MINE])],
      [list(PAST), scorecards([MINE, SAMS])],
    );
    expect(await cardsIn(section)).toHaveLength(1);
    stream.ready();
    switchOver();
    stream.change(2, {
      resource: 'scorecards',
      uid: SAMS.uid,
      kind: 'created',
      subject: { resource: 'candidates', uid: ANNA.uid },
      by: SAM.full_name,
      byUid: SAM.user_uid,
      at: new Date().toISOString(),
    });
    await waitFor(async () => expect(await cardsIn(section)).toHaveLength(2));
    expect(section).toHaveTextContent('Overall recommendationStrong yes');
  });
});
