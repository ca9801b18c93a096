import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Candidate } from '@contract/candidates';
import { CANDIDATE_STATUSES, PAGE_SIZE_DEFAULT, type CandidateStatus, type UserRole } from '@contract/domain';
import { apiPath } from '@contract/paths';
import candidateTexts from '../../i18n/candidates';
import { formatDate } from '../../src/common/dates';
import { ACCESS } from '../../src/providers/authProvider';
import type { FetchLike } from '../../src/providers/http';
import { store } from '../../src/providers/store';
import { answer, fakeApi, itemsOf } from './fixtures/fake-api';
import { renderWithFetch, signIn } from './render-app';

const VACANCY = itemsOf('vacancyDetail')[0] as { uid: string; id: number };
const DETAIL = `/vacancy/details/active/${VACANCY.uid}/${VACANCY.id}`;
const [ANNA] = itemsOf('candidateList') as unknown as [Candidate];
const STATUS = candidateTexts.english.candidates.status;

/** A candidate of the vacancy like the recorded Anna, with its own uid, name and status. */
const candidate = (index: number, status: CandidateStatus, name = `Candidate ${index}`): Candidate => ({
  ...ANNA,
  uid: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  id: index,
  candidate_name: name,
  candidate_status: status,
  vacancy: { ...ANNA.vacancy, id: VACANCY.id },
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The API as the board meets it: the candidate list answers by its query (vacancy__id, candidate_status,
 * page, page_size, by name) with Django REST's count and each row's version, as the server does, and the
 * status-only bulk update changes the named candidate (raising its version), refuses it as stale when the
 * version sent is not its own (`changedBy` named), or fails with `refusal` as its message; `hold` keeps an
 * update's answer back until it is released. Everything else is the recorded answers.
 */
interface BulkBody {
  uids: string[];
  set: { candidate_status: CandidateStatus; rejection_reason?: string };
  versions?: Record<string, number>;
}

/** The reasons the candidates' company may give (issue 34), as the reason list answers them. */
const REASONS = [
  { uid: 'reason-late', reason_name: 'Applied too late', reason_name_de: 'Zu spät beworben', company: null },
  {
    uid: 'reason-skills',
    reason_name: 'Skills do not match',
    reason_name_de: 'Fähigkeiten passen nicht',
    company: null,
  },
];

function boardApi(candidates: Candidate[], options: { refusal?: string; changedBy?: string } = {}) {
  const recorded = fakeApi(
    answer('vacancyDetail'),
    answer('profile'),
    answer('interviewList'),
    answer('interviewInterviewers'),
    answer('interviewConflictsNone'),
  );
  const rows = candidates.map((row) => ({ ...row, version: row.version ?? 1 }));
  const updates: { path: string; body: BulkBody }[] = [];
  /** The status filter of each candidate list call, in order. */
  const listed: (string | null)[] = [];
  let release: () => void = () => undefined;
  let held: Promise<void> | null = null;
  const list = (query: URLSearchParams) => {
    listed.push(query.get('candidate_status'));
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('page_size') ?? PAGE_SIZE_DEFAULT);
    const matching = rows
      .filter((row) => String(row.vacancy.id) === query.get('vacancy__id'))
      .filter(
        (row) => !query.get('candidate_status') || row.candidate_status === query.get('candidate_status'),
      )
      .sort((a, b) => a.candidate_name.localeCompare(b.candidate_name));
    const response = matching.slice((page - 1) * size, page * size);
    const next = page * size < matching.length ? `?page=${page + 1}` : null;
    return json(200, { status: 200, response, count: matching.length, next, previous: null });
  };
  const fetch: FetchLike = async (input, init) => {
    const url = new URL(input, 'http://app.test');
    const path = url.pathname.replace(/^\/api\//, '');
    if (path === apiPath('candidateList', { status: 'all' })) return list(url.searchParams);
    if (path === apiPath('rejectionReasonList')) return json(200, { status: 200, response: REASONS });
    if (path !== apiPath('candidateBulkUpdate') || init.method !== 'POST') return recorded.fetch(input, init);
    const body = JSON.parse(String(init.body)) as BulkBody;
    updates.push({ path, body });
    if (held) await held;
    if (options.refusal) return json(400, { status: 400, response: [options.refusal] });
    const named = rows.filter((row) => body.uids.includes(row.uid));
    const stale = named.filter(
      (row) => body.versions?.[row.uid] !== undefined && body.versions[row.uid] !== row.version,
    );
    for (const row of named.filter((item) => !stale.includes(item))) {
      row.candidate_status = body.set.candidate_status;
      row.version += 1;
    }
    const refused = stale.map((row) => ({
      uid: row.uid,
      reason: `${options.changedBy} changed this record after you opened it.`,
    }));
    const data = { changed: named.length - stale.length, unchanged: 0, refused };
    return json(200, { status: 200, response: `${data.changed} candidates updated`, data });
  };
  return {
    fetch,
    updates,
    listed,
    /** A colleague's save meanwhile: the board still shows the candidate as it was. */
    changeBehind: (uid: string, change: Partial<Candidate>) => {
      const row = rows.find((item) => item.uid === uid);
      if (row) Object.assign(row, change, { version: row.version + 1 });
    },
    /** Keeps the next update's answer back; the returned function lets it go. */
    hold: () => {
      held = new Promise((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
  };
}

type BoardApi = ReturnType<typeof boardApi>;

async function openBoard(api: BoardApi, role: UserRole = 'CustomerAdmin') {
  signIn(role);
  const user = userEvent.setup();
  const view = await renderWithFetch(DETAIL, api.fetch);
  await user.click(await screen.findByRole('button', { name: 'Pipeline' }));
  await screen.findByRole('group', { name: 'Pipeline of this vacancy' });
  return { user, ...view };
}

const column = (status: CandidateStatus) => screen.getByRole('region', { name: STATUS[status] });
const cardNames = (status: CandidateStatus) =>
  within(column(status))
    .queryAllByRole('listitem')
    .flatMap((item) =>
      within(item)
        .queryAllByRole('link')
        .map((link) => link.textContent),
    );
/** The count a column shows, as screen readers read it. */
const countOf = (status: CandidateStatus) =>
  within(column(status)).getByText(/^\d+ candidates?$/).textContent;

/** Picks a card up with the keyboard, presses `keys` (arrows), and drops it. */
async function keyboardMove(user: UserEvent, name: string, keys: string) {
  const handle = screen.getByRole('button', { name: `Move ${name}` });
  handle.focus();
  await user.keyboard(' ');
  await user.keyboard(keys);
  await user.keyboard(' ');
}

// jsdom lays nothing out, so it has no scrollIntoView; dnd-kit's keyboard sensor scrolls the picked-up card
// into view with it. There is nothing to scroll here, so doing nothing is what a browser would do.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
});

afterEach(() => {
  store.removeItem('vacancies.details.candidates.mode');
});

describe('pipeline board on the vacancy details', () => {
  it("shows a column per status in the spec's order, each with its own list call and count", async () => {
    const api = boardApi([
      candidate(1, 'Applied', 'Anna Applicant'),
      candidate(2, 'Applied', 'Ada Early'),
      candidate(3, 'First_Interview', 'Ben Bewerber'),
      candidate(4, 'Rejected', 'Rita Refused'),
    ]);
    await openBoard(api);
    await waitFor(() => expect(countOf('Applied')).toBe('2 candidates'));
    const board = screen.getByRole('group', { name: 'Pipeline of this vacancy' });
    const names = within(board)
      .getAllByRole('region')
      .map((region) => within(region).getByRole('heading').textContent);
    expect(names).toEqual(CANDIDATE_STATUSES.map((status) => STATUS[status]));
    expect(cardNames('Applied')).toEqual(['Ada Early', 'Anna Applicant']);
    expect(countOf('First_Interview')).toBe('1 candidate');
    expect(countOf('Rejected')).toBe('1 candidate');
    expect(countOf('Contacted')).toBe('0 candidates');
    expect(within(column('Contacted')).getByText('No candidates')).toBeInTheDocument();
    const anna = within(column('Applied')).getByRole('link', { name: 'Anna Applicant' });
    expect(anna.closest('li')).toHaveTextContent(`Applied on ${formatDate(ANNA.created_at)}`);
    expect(anna.closest('li')).toHaveTextContent('Active');
  });

  it('pages each column 20 at a time, with "Show more"', async () => {
    const many = Array.from({ length: 45 }, (_, index) =>
      candidate(index + 1, 'Applied', `Candidate ${String(index + 1).padStart(2, '0')}`),
    );
    const { user } = await openBoard(boardApi(many));
    await waitFor(() => expect(cardNames('Applied')).toHaveLength(20));
    expect(countOf('Applied')).toBe('45 candidates');
    await user.click(within(column('Applied')).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(cardNames('Applied')).toHaveLength(40));
    await user.click(within(column('Applied')).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(cardNames('Applied')).toHaveLength(45));
    expect(within(column('Applied')).queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(within(column('Contacted')).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('moves a card with the status-only bulk call and its version, pending until the server answers; the counts follow', async () => {
    const api = boardApi([candidate(1, 'Applied', 'Anna Applicant'), candidate(2, 'Contacted', 'Carl')]);
    const { user } = await openBoard(api);
    await within(column('Applied')).findByRole('link', { name: 'Anna Applicant' });
    const release = api.hold();
    const before = api.listed.length;
    await keyboardMove(user, 'Anna Applicant', '{ArrowRight}');
    await waitFor(() => expect(api.updates).toHaveLength(1));
    // The status alone, for this one uid at the version the board read: no other field goes back.
    const uid = candidate(1, 'Applied').uid;
    expect(api.updates[0]).toEqual({
      path: apiPath('candidateBulkUpdate'),
      body: { uids: [uid], set: { candidate_status: 'Contacted' }, versions: { [uid]: 1 } },
    });
    const moving = within(column('Contacted')).getByRole('link', { name: 'Anna Applicant' }).closest('li');
    expect(moving).toHaveAttribute('aria-busy', 'true');
    expect(within(moving as HTMLElement).getByRole('progressbar', { name: 'Saving…' })).toBeInTheDocument();
    expect(cardNames('Applied')).toEqual([]);
    expect(countOf('Applied')).toBe('1 candidate');
    act(release);
    await screen.findByText('Anna Applicant moved to Contacted');
    await waitFor(() => expect(countOf('Contacted')).toBe('2 candidates'));
    expect(countOf('Applied')).toBe('0 candidates');
    expect(cardNames('Contacted')).toEqual(['Anna Applicant', 'Carl']);
    // Only the two columns it changed are fetched again (and the embedded list, were it shown).
    expect(api.listed.slice(before).sort()).toEqual(['Applied', 'Contacted']);
    expect(
      within(column('Contacted')).getByRole('link', { name: 'Anna Applicant' }).closest('li'),
    ).toHaveAttribute('aria-busy', 'false');
  });

  it("puts a refused card back and shows the server's message", async () => {
    const api = boardApi([candidate(1, 'Applied', 'Anna Applicant')], {
      refusal: 'This candidate cannot be changed now',
    });
    const { user } = await openBoard(api);
    await within(column('Applied')).findByRole('link', { name: 'Anna Applicant' });
    await keyboardMove(user, 'Anna Applicant', '{ArrowRight}{ArrowRight}');
    await screen.findByText('This candidate cannot be changed now');
    expect(api.updates.map((update) => update.body.set.candidate_status)).toEqual(['First_Interview']);
    expect(cardNames('Applied')).toEqual(['Anna Applicant']);
    expect(cardNames('First_Interview')).toEqual([]);
    expect(countOf('Applied')).toBe('1 candidate');
  });

  it('refuses a stale move: the colleague is named, the board shows the candidate as it now is', async () => {
    const api = boardApi([candidate(1, 'Applied', 'Anna Applicant')], { changedBy: 'Anna Schmidt' });
    const { user } = await openBoard(api);
    await within(column('Applied')).findByRole('link', { name: 'Anna Applicant' });
    const uid = candidate(1, 'Applied').uid;
    api.changeBehind(uid, { candidate_phone_number: '+49 30 1234567', candidate_status: 'Contacted' });
    await keyboardMove(user, 'Anna Applicant', '{ArrowRight}{ArrowRight}');
    await screen.findByText('Anna Schmidt changed this record after you opened it.');
    expect(api.updates.map((update) => update.body)).toEqual([
      { uids: [uid], set: { candidate_status: 'First_Interview' }, versions: { [uid]: 1 } },
    ]);
    // Read again: the card is where the colleague put it, not where it was dropped.
    await waitFor(() => expect(cardNames('Contacted')).toEqual(['Anna Applicant']));
    expect(cardNames('First_Interview')).toEqual([]);
    expect(cardNames('Applied')).toEqual([]);
    expect(screen.queryByText(/moved to/)).toBeNull();
  });

  it('moves by keyboard alone (space, arrows, space), announcing each step; Rejected asks the reason first', async () => {
    const api = boardApi([candidate(2, 'First_Interview', 'Ben Bewerber')]);
    const { user } = await openBoard(api);
    await within(column('First_Interview')).findByRole('link', { name: 'Ben Bewerber' });
    const handle = screen.getByRole('button', { name: 'Move Ben Bewerber' });
    expect(handle).toHaveAttribute('aria-roledescription', 'movable candidate');
    handle.focus();
    await user.keyboard(' ');
    await screen.findByText('Picked up Ben Bewerber from First interview.');
    await user.keyboard(`{ArrowLeft}${'{ArrowRight}'.repeat(7)}`);
    await user.keyboard(' ');
    const dialog = await screen.findByRole('dialog', { name: 'Why was Ben Bewerber rejected?' });
    expect(api.updates).toEqual([]);
    await user.click(within(dialog).getByRole('combobox', { name: 'Rejection reason' }));
    await user.click(await screen.findByRole('option', { name: 'Skills do not match' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await screen.findByText('Ben Bewerber moved to Rejected');
    expect(api.updates.map((update) => update.body.set)).toEqual([
      { candidate_status: 'Rejected', rejection_reason: 'reason-skills' },
    ]);
    await waitFor(() => expect(cardNames('Rejected')).toEqual(['Ben Bewerber']));
  });

  it('leaves a card dropped on Rejected where it was when the reason is cancelled', async () => {
    const api = boardApi([candidate(1, 'Contract_Signed', 'Anna Applicant')]);
    const { user } = await openBoard(api);
    await within(column('Contract_Signed')).findByRole('link', { name: 'Anna Applicant' });
    await keyboardMove(user, 'Anna Applicant', '{ArrowRight}{ArrowRight}');
    const dialog = await screen.findByRole('dialog', { name: 'Why was Anna Applicant rejected?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.updates).toEqual([]);
    expect(cardNames('Contract_Signed')).toEqual(['Anna Applicant']);
    expect(cardNames('Rejected')).toEqual([]);
  });

  it('rejects without a reason only where the company does not require one', async () => {
    const required = { ...candidate(1, 'Employed', 'Anna Applicant'), rejection_reason_required: true };
    const api = boardApi([required]);
    const { user } = await openBoard(api);
    await within(column('Employed')).findByRole('link', { name: 'Anna Applicant' });
    await keyboardMove(user, 'Anna Applicant', '{ArrowRight}');
    const dialog = await screen.findByRole('dialog', { name: 'Why was Anna Applicant rejected?' });
    expect(within(dialog).getByText('This customer requires a reason to reject a candidate.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: /Rejection reason/ }));
    expect(screen.queryByRole('option', { name: 'No reason' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Applied too late' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await screen.findByText('Anna Applicant moved to Rejected');
    expect(api.updates.map((update) => update.body.set.rejection_reason)).toEqual(['reason-late']);
  });

  it('cancels a keyboard move with escape, sending nothing', async () => {
    const api = boardApi([candidate(1, 'Applied', 'Anna Applicant')]);
    const { user } = await openBoard(api);
    await within(column('Applied')).findByRole('link', { name: 'Anna Applicant' });
    screen.getByRole('button', { name: 'Move Anna Applicant' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}{Escape}');
    await screen.findByText('Moving Anna Applicant was cancelled; it stays in Applied.');
    expect(api.updates).toEqual([]);
    expect(cardNames('Applied')).toEqual(['Anna Applicant']);
  });

  it('is read-only for a role that may not edit candidates', async () => {
    // Every role may edit candidates today (authProvider's ACCESS): this one is given view rights only.
    const staff = ACCESS.StaffAdmin;
    ACCESS.StaffAdmin = { ...staff, candidates: ['list', 'show'] };
    try {
      await openBoard(boardApi([candidate(1, 'Applied', 'Anna Applicant')]), 'StaffAdmin');
      await within(column('Applied')).findByRole('link', { name: 'Anna Applicant' });
      expect(
        screen.getByText('Your role may view the pipeline but not move candidates.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Interviews of / })).toBeNull();
    } finally {
      ACCESS.StaffAdmin = staff;
    }
  });

  it("opens a card's interviews in a dialog, where one is scheduled without leaving the board", async () => {
    const { user } = await openBoard(boardApi([candidate(1, 'Applied', 'Anna Applicant')]));
    await user.click(await screen.findByRole('button', { name: 'Interviews of Anna Applicant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Interviews of Anna Applicant' });
    await within(dialog).findByText('No interviews scheduled');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule interview' }));
    expect(await screen.findByRole('dialog', { name: 'Schedule interview' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(column('Applied')).toBeInTheDocument();
  });

  it('lets every role that may edit candidates move cards, and remembers the pipeline view', async () => {
    for (const role of ['SubAdmin', 'CustomerAdmin', 'StaffAdmin'] as const) {
      const { unmount } = await openBoard(boardApi([candidate(1, 'Applied', 'Anna Applicant')]), role);
      await screen.findByRole('button', { name: 'Move Anna Applicant' });
      expect(screen.queryByText('Your role may view the pipeline but not move candidates.')).toBeNull();
      unmount();
    }
    signIn('SubAdmin');
    await renderWithFetch(DETAIL, boardApi([candidate(1, 'Applied', 'Anna Applicant')]).fetch);
    await screen.findByRole('group', { name: 'Pipeline of this vacancy' });
    expect(screen.getByRole('button', { name: 'Pipeline' })).toHaveAttribute('aria-pressed', 'true');
  });
});
