import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, Notification, type RaRecord } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileFormat } from '@contract/domain';
import { apiPath } from '@contract/paths';
import { ResourceList, type ListDeclaration } from '../../src/common/list-kit';
import { EmbeddedList } from '../../src/common/list-kit/EmbeddedList';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import type { FetchLike } from '../../src/providers/http';
import { getToken } from '../../src/providers/session';
import { routes } from '../../src/routes';
import { CompanyUsers } from '../../src/users/CompanyUsers';
import type { UserRecord } from '../../src/users/types';
import type { Language } from '../../i18n';
import { caughtDownloads } from './fixtures/downloads';
import { answer, fakeApi, type SentRequest } from './fixtures/fake-api';
import { signIn } from './render-app';

/** The users list as the kit declares it, and the candidates of one vacancy as its detail screen embeds them. */
const users: ListDeclaration = {
  resource: 'users',
  title: 'app.menu.users',
  sortField: 'full_name',
  columns: [
    { source: 'full_name', label: 'Full name' },
    { source: 'email', label: 'Email address' },
  ],
  card: { title: (record: RaRecord) => record.full_name },
  phone: { title: (record: RaRecord) => String(record.full_name) },
  advancedFilters: [],
  detailRoute: (record, pageType) => routes.userView(pageType, String(record.id)),
};
const candidates: ListDeclaration = {
  resource: 'candidates',
  title: 'app.menu.candidates',
  sortField: 'candidate_name',
  columns: [{ source: 'candidate_name', label: 'Name' }],
  card: { title: (record: RaRecord) => record.candidate_name },
  phone: { title: (record: RaRecord) => String(record.candidate_name) },
  advancedFilters: [],
  detailRoute: (record, pageType) => routes.candidateDetails(pageType, String(record.id)),
};

const FILE = 'Name,Email\r\nClara Customer,clara@acme.example\r\n';

/** What the server answers for each export format: its type, and a body to tell the files apart by. */
const FILES: Record<FileFormat, { type: string; body: string }> = {
  csv: { type: 'text/csv; charset=utf-8', body: `\uFEFF${FILE}` },
  xlsx: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', body: 'PK\u0003\u0004' },
};

/** The recorded API, which also answers `format=xlsx` and `csv` with a file, as the server does. */
function api(fileStatus = 200) {
  const recorded = fakeApi(answer('userList'), answer('userListActive'), answer('candidateList'));
  const fetch: FetchLike = async (input, init) => {
    const response = await recorded.fetch(input, init);
    const format = recorded.last().query.format;
    if (format !== 'csv' && format !== 'xlsx') return response;
    if (fileStatus !== 200) {
      const body = { status: fileStatus, response: ['You do not have permission to perform this action.'] };
      return new Response(JSON.stringify(body), { status: fileStatus });
    }
    return new Response(FILES[format].body, {
      headers: {
        'content-type': FILES[format].type,
        'content-disposition': `attachment; filename="users-2026-11-24.${format}"`,
      },
    });
  };
  return { ...recorded, fetch };
}

/** The export menu's choices in each language, in their order: Excel first. */
const CHOICES: Record<Language, Record<FileFormat, string>> = {
  english: { xlsx: 'Excel workbook (.xlsx)', csv: 'CSV file (.csv)' },
  german: { xlsx: 'Excel-Arbeitsmappe (.xlsx)', csv: 'CSV-Datei (.csv)' },
};

/** Opens the export menu (inside `scope`) and picks one format. */
async function exportAs(
  user: ReturnType<typeof userEvent.setup>,
  format: FileFormat,
  scope: HTMLElement = document.body,
) {
  await user.click(within(scope).getByRole('button', { name: 'Export' }));
  await user.click(await screen.findByRole('menuitem', { name: CHOICES.english[format] }));
}

const saved = caughtDownloads();

beforeEach(() => {
  signIn('SubAdmin');
});

async function renderList(element: React.ReactElement, served = api(), language: Language = 'english') {
  await i18nProvider.changeLocale(language);
  vi.stubGlobal('fetch', served.fetch);
  render(
    <MemoryRouter initialEntries={['/list']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <Routes>
          <Route path="/list" element={element} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return served;
}

/** The query a request sent, without what tells a page from the whole list. */
const withoutPaging = ({ query }: SentRequest) => {
  const { page: _page, page_size: _size, format: _format, ...rest } = query;
  return rest;
};

describe('the Export button', () => {
  it.each(['english', 'german'] as const)(
    'offers the Excel workbook first and the CSV file second (%s)',
    async (language) => {
      const user = userEvent.setup();
      await renderList(<ResourceList declaration={users} pageType="all" />, api(), language);
      await screen.findByText('clara@acme.example');
      const button = screen.getByRole('button', { name: language === 'english' ? 'Export' : 'Exportieren' });
      expect(button).toHaveAttribute('aria-haspopup', 'menu');
      await user.click(button);
      const menu = await screen.findByRole('menu');
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual([CHOICES[language].xlsx, CHOICES[language].csv]);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      expect(saved).toHaveLength(0);
    },
  );

  it("downloads the list with its tab, search and sort, with the token, under the server's name", async () => {
    const user = userEvent.setup();
    const served = await renderList(<ResourceList declaration={users} pageType="active" />);
    await screen.findByText('clara@acme.example');
    await user.type(screen.getByLabelText('Search'), 'acme');
    await waitFor(() => expect(served.last().query.search).toBe('acme'));
    await user.click(screen.getByRole('button', { name: 'Sort by full name descending' }));
    await waitFor(() => expect(served.last().query.ordering).toBe('-full_name'));
    const list = served.last();

    await exportAs(user, 'csv');
    await waitFor(() => expect(saved).toHaveLength(1));
    const sent = served.last();
    expect(sent.path).toBe(list.path);
    expect(sent.path).toBe(apiPath('userListByType', { type: 'active' }));
    expect(sent.query.format).toBe('csv');
    expect(sent.query.page).toBeUndefined();
    expect(withoutPaging(sent)).toEqual(withoutPaging(list));
    expect(sent.headers.get('authorization')).toBe(`Bearer ${getToken()}`);
    expect(saved[0]?.name).toBe('users-2026-11-24.csv');
    expect(await saved[0]?.file.text()).toContain(FILE);
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();

    await exportAs(user, 'xlsx');
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(served.last().path).toBe(list.path);
    expect(served.last().query.format).toBe('xlsx');
    expect(withoutPaging(served.last())).toEqual(withoutPaging(list));
    expect(saved[1]?.name).toBe('users-2026-11-24.xlsx');
    expect(await saved[1]?.file.text()).toBe(FILES.xlsx.body);
  });

  it("exports the lists inside detail screens with their parent's filter", async () => {
    const user = userEvent.setup();
    const served = await renderList(
      <EmbeddedList
        declaration={candidates}
        title="candidates.title"
        filter={{ vacancy_id: 7 }}
        storeKey="test"
      />,
    );
    const section = await screen.findByRole('region', { name: 'Candidates' });
    await waitFor(() => expect(served.last().query.vacancy__id).toBe('7'));
    const list = served.last();
    await exportAs(user, 'xlsx', section);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(served.last().path).toBe(apiPath('candidateList', { status: 'all' }));
    expect(withoutPaging(served.last())).toEqual(withoutPaging(list));
    expect(served.last().query.format).toBe('xlsx');
  });

  it("exports a company's own user list, which arrives with its record, as that company's users", async () => {
    const user = userEvent.setup();
    const clara = {
      id: 'clara-uid',
      user_uid: 'clara-uid',
      full_name: 'Clara Customer',
      email: 'clara@acme.example',
    };
    const served = await renderList(
      <CompanyUsers
        users={[clara as unknown as UserRecord]}
        companyUid="acme-uid"
        title="customers.details.users"
      />,
    );
    const section = await screen.findByRole('region', { name: 'Users' });
    await exportAs(user, 'csv', section);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(served.last().path).toBe(apiPath('userList'));
    expect(withoutPaging(served.last())).toMatchObject({ company__company_uid: 'acme-uid' });
  });

  it('speaks German, and tells why an export was refused', async () => {
    const user = userEvent.setup();
    await renderList(<ResourceList declaration={users} pageType="all" />, api(403), 'german');
    await screen.findByText('clara@acme.example');
    await user.click(screen.getByRole('button', { name: 'Exportieren' }));
    await user.click(await screen.findByRole('menuitem', { name: CHOICES.german.xlsx }));
    expect(await screen.findByText('You do not have permission to perform this action.')).toBeVisible();
    expect(saved).toHaveLength(0);
  });
});
