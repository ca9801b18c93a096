import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, useUpdate } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { historyEntry, type HistoryEntry } from '@contract/history';
import { PAGE_SIZE_DEFAULT } from '@contract/domain';
import { apiPath } from '@contract/paths';
import { HistoryTimeline } from '../../src/common/history/HistoryTimeline';
import { SHORT_TEXT_LENGTH } from '../../src/common/history/LongText';
import { createDataProvider } from '../../src/providers/dataProvider';
import type { FetchLike } from '../../src/providers/http';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { TOKEN_KEY } from '../../src/providers/session';
import { answer, itemsOf } from './fixtures/fake-api';
import { renderApp, served, signIn } from './render-app';

/** The page size the timeline asks for, as the query string carries it. */
const PAGE_SIZE = String(PAGE_SIZE_DEFAULT);
const CANDIDATE_UID = 'd971966f-e985-44a4-96f5-283b5b19c5ca';
const CLARA = { user_uid: '302ea41b-7df3-48dd-96f6-7ff2b55fea3f', full_name: 'Clara Customer' };
/** A local time, so that the expected texts hold in any time zone. */
const AT = new Date(2026, 10, 24, 9, 5);

let nextId = 1000;
/** An entry as the API answers it, checked against the contract so that the tests cannot drift from it. */
function entry(fields: Partial<HistoryEntry> & Pick<HistoryEntry, 'changes'>): HistoryEntry {
  return historyEntry.parse({
    id: nextId--,
    kind: 'candidate',
    action: 'update',
    subject_uid: CANDIDATE_UID,
    record_uid: CANDIDATE_UID,
    actor: CLARA,
    created_at: AT.toISOString(),
    erased: false,
    ...fields,
  });
}

/** A candidate's history as the server keeps it: the latest change first. */
const candidateHistory = () => [
  entry({
    changes: [
      { field: 'candidate_status', from: 'Applied', to: 'First_Interview' },
      { field: 'is_candidate_active', from: 'Active', to: 'Inactive' },
    ],
  }),
  entry({
    action: 'create',
    actor: null,
    created_at: new Date(2026, 10, 1, 17, 30).toISOString(),
    changes: [
      { field: 'candidate_name', from: null, to: 'Anna Applicant' },
      { field: 'candidate_status', from: null, to: 'Applied' },
    ],
  }),
];

interface FakeHistory {
  /** Each call's query. */
  calls: Record<string, string>[];
  fetch: FetchLike;
}

/**
 * The history call of the API over `entries`, paged as the server pages it (`page`, `page_size`, `count`);
 * `failWith` makes the next calls fail with that status and message. Other calls answer what `other` gives.
 */
function fakeHistory(
  subject: string,
  uid: string,
  entries: () => HistoryEntry[],
  other: FetchLike = () => Promise.reject(new Error('unexpected call')),
) {
  const state: FakeHistory & { failWith: { status: number; message: string } | null } = {
    calls: [],
    failWith: null,
    fetch: async (input, init) => {
      const url = new URL(input, 'http://app.test');
      if (url.pathname !== `/api/${apiPath('recordHistory', { kind: subject, id: uid })}`) {
        return other(input, init);
      }
      const query = Object.fromEntries(url.searchParams);
      state.calls.push(query);
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (state.failWith) {
        return json(state.failWith.status, {
          status: state.failWith.status,
          response: [state.failWith.message],
        });
      }
      const size = Number(query.page_size);
      const page = Number(query.page);
      const all = entries();
      return json(200, {
        status: 200,
        response: all.slice((page - 1) * size, page * size),
        count: all.length,
        next: page * size < all.length ? `?page=${page + 1}` : null,
        previous: page > 1 ? `?page=${page - 1}` : null,
      });
    },
  };
  return state;
}

async function renderTimeline(
  subject: string,
  uid: string,
  fetch: FetchLike,
  { language = 'english', extra = null }: { language?: 'english' | 'german'; extra?: ReactNode } = {},
) {
  await i18nProvider.changeLocale(language);
  const dataProvider = createDataProvider('/api/', fetch);
  return render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        {extra}
        <HistoryTimeline subject={subject} uid={uid} />
      </AdminContext>
    </MemoryRouter>,
  );
}

/** The timeline's entries as the user reads them: heading, time, then each change. */
async function shownEntries() {
  const section = await screen.findByRole('region', { name: /History|Verlauf/ });
  // The timeline is the section's ordered list; each entry's changes are a list inside it.
  const list = await waitFor(() => {
    const found = section.querySelector('ol');
    if (!found) throw new Error('no timeline yet');
    return found;
  });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
    .map((item) => ({
      heading: within(item).getByRole('heading', { level: 3 }).textContent,
      time: item.querySelector('time')?.textContent,
      changes: within(item)
        .queryAllByRole('listitem')
        .map((change) => change.textContent),
    }));
}

beforeEach(() => {
  sessionStorage.setItem(TOKEN_KEY, 'header.payload.signature');
});

afterEach(async () => {
  await i18nProvider.changeLocale('english');
});

describe('history timeline', () => {
  it('shows the changes newest first, labelled and translated as the screens show them, in English', async () => {
    const api = fakeHistory('candidate', CANDIDATE_UID, candidateHistory);
    await renderTimeline('candidate', CANDIDATE_UID, api.fetch);
    expect(screen.getByRole('heading', { level: 2, name: 'History' })).toBeInTheDocument();
    expect(await shownEntries()).toEqual([
      {
        heading: 'Changed by Clara Customer',
        time: '24.11.2026 at 09:05',
        changes: ['Application status: Applied → First interview', 'Active state: Active → Inactive'],
      },
      {
        heading: 'Created by the platform',
        time: '01.11.2026 at 17:30',
        changes: ['Name: Anna Applicant', 'Application status: Applied'],
      },
    ]);
    const [latest] = candidateHistory();
    expect(document.querySelector('time')).toHaveAttribute('datetime', latest?.created_at);
    expect(api.calls).toEqual([{ page: '1', page_size: PAGE_SIZE }]);
  });

  it('speaks German', async () => {
    const api = fakeHistory('candidate', CANDIDATE_UID, candidateHistory);
    await renderTimeline('candidate', CANDIDATE_UID, api.fetch, { language: 'german' });
    expect(await shownEntries()).toEqual([
      {
        heading: 'Geändert von Clara Customer',
        time: '24.11.2026 um 09:05 Uhr',
        changes: ['Bewerbungsstatus: Beworben → Erstes Vorstellungsgespräch', 'Aktivstatus: Aktiv → Inaktiv'],
      },
      {
        heading: 'Erstellt von der Plattform',
        time: '01.11.2026 um 17:30 Uhr',
        changes: ['Name: Anna Applicant', 'Bewerbungsstatus: Beworben'],
      },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Verlauf' })).toBeInTheDocument();
  });

  it.each([
    ['english', 'Password changed', 'Role: Staff Admin → Customer Admin', 'Status: Pending → Approved'],
    [
      'german',
      'Passwort geändert',
      'Rolle: Mitarbeiter-Admin → Kunden-Admin',
      'Status: Ausstehend → Freigegeben',
    ],
  ] as const)(
    'says a password changed without its values, roles and statuses as the forms name them (%s)',
    async (language, password, role, status) => {
      const uid = CLARA.user_uid;
      const history = () => [
        entry({
          kind: 'user',
          subject_uid: uid,
          record_uid: uid,
          changes: [
            { field: 'user_role', from: 'StaffAdmin', to: 'CustomerAdmin' },
            { field: 'status', from: 'Pending', to: 'Approved' },
            { field: 'password', from: null, to: null },
          ],
        }),
      ];
      await renderTimeline('user', uid, fakeHistory('user', uid, history).fetch, { language });
      const [shown] = await shownEntries();
      expect(shown?.changes).toEqual([role, status, password]);
    },
  );

  it('says a logo or thumbnail changed, and shows dates and the quota as the vacancy screens do', async () => {
    const customer = () => [
      entry({ kind: 'customer', changes: [{ field: 'company_logo', from: null, to: null }] }),
    ];
    const { unmount } = await renderTimeline(
      'customer',
      'c-1',
      fakeHistory('customer', 'c-1', customer).fetch,
    );
    expect((await shownEntries())[0]?.changes).toEqual(['Logo changed']);
    unmount();
    const vacancy = () => [
      entry({
        kind: 'vacancy',
        changes: [
          { field: 'vacancy_due_date', from: '2026-03-31', to: '2026-04-30' },
          { field: 'vacancy_quota', from: '50', to: '75' },
          { field: 'vacancy_status', from: 'Active', to: 'Inactive' },
          { field: 'vacancy_thumbnail', from: null, to: null },
        ],
      }),
    ];
    await renderTimeline('vacancy', 'v-1', fakeHistory('vacancy', 'v-1', vacancy).fetch, {
      language: 'german',
    });
    expect((await shownEntries())[0]?.changes).toEqual([
      'Bewerbungsschluss: 31.03.2026 → 30.04.2026',
      'Quote (%): 50 % → 75 %',
      'Status: Aktiv → Inaktiv',
      'Vorschaubild geändert',
    ]);
  });

  it("shortens a note's long text and shows it whole on request", async () => {
    const user = userEvent.setup();
    const text = `Strong candidate. ${'Talked about the role at length. '.repeat(10)}The end.`;
    const notes = () => [
      entry({ kind: 'note', action: 'create', changes: [{ field: 'note_text', from: null, to: text }] }),
    ];
    await renderTimeline('candidate', CANDIDATE_UID, fakeHistory('candidate', CANDIDATE_UID, notes).fetch);
    const [shown] = await shownEntries();
    expect(shown?.heading).toBe('Note added by Clara Customer');
    expect(shown?.changes[0]).not.toContain('The end.');
    expect(shown?.changes[0]).toContain('…');
    const more = screen.getByRole('button', { name: 'Show the full text' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(text.length).toBeGreaterThan(SHORT_TEXT_LENGTH);
  });

  it('loads a page of entries at a time, the next page on "Show more", until all are shown', async () => {
    const user = userEvent.setup();
    const total = PAGE_SIZE_DEFAULT + 5;
    const many = Array.from({ length: total }, (_, index) =>
      entry({ changes: [{ field: 'candidate_name', from: `Name ${index + 1}`, to: `Name ${index}` }] }),
    );
    const api = fakeHistory('candidate', CANDIDATE_UID, () => many);
    await renderTimeline('candidate', CANDIDATE_UID, api.fetch);
    expect(await shownEntries()).toHaveLength(PAGE_SIZE_DEFAULT);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(async () => expect(await shownEntries()).toHaveLength(total));
    const shown = await shownEntries();
    expect(shown[0]?.changes).toEqual(['Name: Name 1 → Name 0']);
    expect(shown.at(-1)?.changes).toEqual([`Name: Name ${total} → Name ${total - 1}`]);
    expect(api.calls).toEqual([
      { page: '1', page_size: PAGE_SIZE },
      { page: '2', page_size: PAGE_SIZE },
    ]);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says when nothing was recorded yet', async () => {
    await renderTimeline('vacancy', 'v-1', fakeHistory('vacancy', 'v-1', () => []).fetch, {
      language: 'german',
    });
    expect(await screen.findByText('Noch keine Änderungen aufgezeichnet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it("shows the server's message when the history cannot be loaded, and loads it again on request", async () => {
    const user = userEvent.setup();
    const api = fakeHistory('candidate', CANDIDATE_UID, candidateHistory);
    api.failWith = { status: 403, message: 'You do not have permission to perform this action.' };
    await renderTimeline('candidate', CANDIDATE_UID, api.fetch);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The history could not be loaded: You do not have permission to perform this action.',
    );
    expect(screen.queryByText('No changes recorded yet')).toBeNull();
    api.failWith = null;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await shownEntries()).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('loads again after a write the app makes, showing the new entry first', async () => {
    const user = userEvent.setup();
    const entries = candidateHistory();
    const api = fakeHistory(
      'candidate',
      CANDIDATE_UID,
      () => entries,
      async () => {
        entries.unshift(
          entry({ changes: [{ field: 'candidate_status', from: 'First_Interview', to: 'Employed' }] }),
        );
        const recorded = answer('candidateUpdate');
        return new Response(JSON.stringify(recorded.body), { status: recorded.status });
      },
    );
    function Employ() {
      const [update] = useUpdate();
      return (
        <button
          type="button"
          onClick={() =>
            void update(
              'candidates',
              {
                id: CANDIDATE_UID,
                data: { candidate_status: 'Employed' },
                previousData: { id: CANDIDATE_UID },
              },
              { mutationMode: 'pessimistic' },
            )
          }
        >
          Employ
        </button>
      );
    }
    await renderTimeline('candidate', CANDIDATE_UID, api.fetch, { extra: <Employ /> });
    expect(await shownEntries()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Employ' }));
    await waitFor(async () => expect(await shownEntries()).toHaveLength(3));
    expect((await shownEntries())[0]?.changes).toEqual(['Application status: First interview → Employed']);
  });
});

describe('the detail screens', () => {
  const [vacancy] = itemsOf('vacancyDetail') as [{ uid: string; id: number }];
  const [customer] = itemsOf('customerDetail') as [{ company_uid: string }];
  const [clara] = itemsOf('userDetail') as [{ user_uid: string }];
  const [anna] = itemsOf('candidateDetail') as [{ uid: string }];
  const history = served('GET', 'recordHistory', 200, {
    status: 200,
    response: candidateHistory(),
    count: 2,
    next: null,
    previous: null,
  });

  it.each([
    ['candidate', `/candidate/details/active/${anna.uid}`, anna.uid, 'Candidate details', 'candidateDetail'],
    [
      'vacancy',
      `/vacancy/details/active/${vacancy.uid}/${vacancy.id}`,
      vacancy.uid,
      'Vacancy details',
      'vacancyDetail',
    ],
    [
      'customer',
      `/customer/details/active/${customer.company_uid}`,
      customer.company_uid,
      'Customer details',
      'customerDetail',
    ],
    ['user', `/user/active/view/${clara.user_uid}`, clara.user_uid, 'User details', 'userDetail'],
  ] as const)('the %s details end with its history', async (kind, path, uid, title, detail) => {
    signIn('SubAdmin');
    const { api } = await renderApp(
      path,
      history,
      answer(detail),
      answer('candidateList'),
      answer('profile'),
    );
    await screen.findByRole('heading', { level: 1, name: title });
    const section = await screen.findByRole('region', { name: 'History' });
    await within(section).findByText('Changed by Clara Customer');
    // Below the record's fields and after every other section of the screen.
    const fields = document.querySelector('dl');
    expect(fields && fields.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('region').at(-1)).toBe(section);
    expect(api.requests.filter((request) => request.path.startsWith('admin-api/record-history/'))).toEqual([
      expect.objectContaining({ path: apiPath('recordHistory', { kind, id: uid }) }),
    ]);
  });
});
