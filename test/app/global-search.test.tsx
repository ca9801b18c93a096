import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserRole } from '@contract/domain';
import { apiPath } from '@contract/paths';
import { routes } from '../../src/routes';
import { answer, itemsOf } from './fixtures/fake-api';
import { chooseGerman, currentPath, renderApp, served, signIn } from './render-app';

/** The four list calls, and the detail a chosen candidate opens. */
const LISTS = ['candidateList', 'vacancyList', 'userListPaged', 'customerList', 'candidateDetail'] as const;
const PROFILE: Record<UserRole, string> = {
  SubAdmin: 'profile',
  CustomerAdmin: 'profileCustomerAdmin',
  StaffAdmin: 'profile',
};

async function openHome(role: UserRole = 'SubAdmin') {
  signIn(role);
  const view = await renderApp('/home', answer('dashboard'), answer(PROFILE[role]), ...LISTS.map(answer));
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return view;
}

/** Switches to German through the language menu and opens the top bar's search; answers its box. */
async function openGermanSearch() {
  await chooseGerman();
  // The change of language renders the screen afresh: the top bar is back once it shows German.
  const banner = await screen.findByRole('banner');
  await userEvent.setup().click(await within(banner).findByRole('button', { name: 'Suchen' }));
  return screen.findByRole('combobox', { name: 'Kandidaten, Stellen, Kunden und Benutzer suchen' });
}

/** Opens the search from the top bar's field and types `term`; resolves once the results are shown. */
async function search(term: string) {
  const user = userEvent.setup();
  await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Search' }));
  const box = await screen.findByRole('combobox', {
    name: 'Search candidates, vacancies, customers and users',
  });
  await user.type(box, term);
  await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
  return { user, box };
}

/** The text of the element that labels `element`. */
const labelOf = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent;

/** The result groups as [heading, option texts]. */
function groups() {
  return within(screen.getByRole('listbox', { name: 'Search results' }))
    .getAllByRole('group')
    .map((group) => [
      labelOf(group),
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ]);
}

const candidates = itemsOf('candidateList');

/** The recorded candidate list's first row, renamed, with its vacancy's company named `company`. */
function candidate(id: number, name: string, email: string, company: string) {
  const [row] = candidates as [Record<string, unknown> & { vacancy: { vacancy_company: object } }];
  const { vacancy } = row;
  return {
    ...row,
    id,
    uid: `candidate-${id}`,
    candidate_name: name,
    candidate_email: email,
    vacancy: { ...vacancy, vacancy_company: { ...vacancy.vacancy_company, company_name: company } },
  };
}

/** Two candidates as the server ranks them for "müller": one by the name, one only through the company. */
const MUELLERS = served('GET', 'candidateList', 200, {
  status: 200,
  response: [
    candidate(7, 'Zora MÜLLER', 'zora@mail.example', 'Acme GmbH'),
    candidate(8, 'Amelia Miller', 'amelia.miller@mail.example', 'Mu\u0308ller GmbH'),
  ],
  count: 2,
  next: null,
  previous: null,
});

/** The candidates' results: each line's text, and the words marked in it. */
function candidateResults() {
  const group = screen.getByRole('group', { name: /^(Candidates|Kandidaten)$/ });
  return within(group)
    .getAllByRole('option')
    .map((option) =>
      [...option.children].map((line) => ({
        text: line.textContent,
        marked: [...line.querySelectorAll('mark')].map((mark) => mark.textContent),
      })),
    );
}

describe('global search', () => {
  it('searches every list a SubAdmin may open, five of each by the term, grouped by kind', async () => {
    const { api } = await openHome();
    await search('ann');
    expect(groups().map(([heading]) => heading)).toEqual(['Candidates', 'Vacancies', 'Customers', 'Users']);
    expect(groups()[0]?.[1]).toEqual(candidates.map((row) => `${row.candidate_name}${row.candidate_email}`));
    const searches = api.requests.filter((request) => request.query.search === 'ann');
    expect(searches.map((request) => request.path).sort()).toEqual(
      [
        apiPath('candidateList', { status: 'all' }),
        apiPath('vacancyList', { type: 'all' }),
        apiPath('companyManagementList'),
        apiPath('userList'),
      ].sort(),
    );
    for (const request of searches)
      expect(request.query).toMatchObject({ page: '1', page_size: '5', rank: 'name' });
  });

  it.each([
    ['CustomerAdmin', ['Candidates', 'Vacancies', 'Users']],
    ['StaffAdmin', ['Candidates', 'Vacancies']],
  ] as const)('searches for a %s only the kinds it may open', async (role, headings) => {
    const { api } = await openHome(role);
    await search('ann');
    expect(groups().map(([heading]) => heading)).toEqual(headings);
    const paths = api.requests.filter((request) => request.query.search === 'ann').map((r) => r.path);
    expect(paths).toHaveLength(headings.length);
  });

  it('counts every match, and opens the list searched by the term where more match than it shows', async () => {
    const recorded = answer('candidateList');
    const many = served('GET', 'candidateList', 200, { ...recorded.body, count: 40 });
    signIn('SubAdmin');
    const { api } = await renderApp(
      '/home',
      many,
      answer('dashboard'),
      answer('profile'),
      ...LISTS.map(answer),
    );
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const { user } = await search('ann');
    const [, shown = []] = groups()[0] ?? [];
    expect(shown.at(-1)).toBe('Show all 40 in the list');
    expect(screen.getByRole('status')).toHaveTextContent('47 results');
    await user.click(screen.getByRole('option', { name: 'Show all 40 in the list' }));
    await waitFor(() => expect(currentPath()).toBe(routes.candidates('all')));
    const box = await screen.findByRole('textbox', {
      name: 'Search by name, email, phone, vacancy or company',
    });
    expect(box).toHaveValue('ann');
    await waitFor(() =>
      expect(
        api.requests.some(
          (request) =>
            request.path.startsWith(apiPath('candidateList', { status: 'all' })) &&
            request.query.search === 'ann' &&
            request.query.page_size === '25',
        ),
      ).toBe(true),
    );
  });

  it('moves through the results with the arrow keys and opens the active one on Enter', async () => {
    await openHome();
    const { user, box } = await search('ann');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getAllByRole('option')[1];
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second?.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option').at(-1)?.id);
    await user.keyboard('{ArrowDown}{Home}{Enter}');
    await waitFor(() =>
      expect(currentPath()).toBe(routes.candidateDetails('all', String(candidates[0]?.uid))),
    );
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
  });

  it.each(['{Control>}k{/Control}', '{Meta>}k{/Meta}'])(
    'opens on %s anywhere and closes on Escape',
    async (keys) => {
      await openHome();
      const user = userEvent.setup();
      await user.keyboard(keys);
      const box = await screen.findByRole('combobox');
      expect(box).toHaveFocus();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
    },
  );

  it('marks the words in each result, and names the field a result was found through', async () => {
    signIn('SubAdmin');
    await renderApp('/home', MUELLERS, answer('dashboard'), answer('profile'), ...LISTS.map(answer));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await search('müller');
    expect(candidateResults()).toEqual([
      [
        { text: 'Zora MÜLLER', marked: ['MÜLLER'] },
        { text: 'zora@mail.example', marked: [] },
      ],
      [
        { text: 'Amelia Miller', marked: [] },
        { text: 'amelia.miller@mail.example', marked: [] },
        { text: 'Company: Müller GmbH', marked: ['Müller'] },
      ],
    ]);
  });

  it('names the field in German, and marks every word of the search', async () => {
    signIn('SubAdmin');
    await renderApp('/home', MUELLERS, answer('dashboard'), answer('profile'), ...LISTS.map(answer));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const box = await openGermanSearch();
    const user = userEvent.setup();
    await user.type(box, 'amelia MÜLLER');
    await screen.findByRole('group', { name: 'Kandidaten' });
    expect(candidateResults()[1]).toEqual([
      { text: 'Amelia Miller', marked: ['Amelia'] },
      { text: 'amelia.miller@mail.example', marked: ['amelia'] },
      { text: 'Firma: Müller GmbH', marked: ['Müller'] },
    ]);
  });

  it('speaks German', async () => {
    const { api } = await openHome();
    const box = await openGermanSearch();
    const user = userEvent.setup();
    expect(screen.getByRole('status')).toHaveTextContent('Mindestens 2 Zeichen eingeben');
    await user.type(box, 'an');
    expect(await screen.findByRole('group', { name: 'Kandidaten' })).toBeInTheDocument();
    expect(api.requests.some((request) => request.query.search === 'an')).toBe(true);
  });
});
