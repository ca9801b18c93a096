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
    const [mine, sams] = await cardsIn(section);
    expect(within(mine).getByRole('heading', { name: 'Administrator' })).toBeInTheDocument();
    expect(mine).toHaveTextContent('CommunicationYesSkillsStrong yesRecommendationYesClear answers.');
    expect(within(sams).getByRole('heading', { name: 'Sam Staff' })).toBeInTheDocument();
    expect(sams).toHaveTextContent('CommunicationNoSkillsYesRecommendationStrong yes');
    // Yes and strong yes: their mean, 1.5, is strong yes.
    expect(section).toHaveTextContent('Overall recommendationStrong yes');
    expect(within(section).getByRole('button', { name: 'Edit my scorecard' })).toBeInTheDocument();
  });
});
