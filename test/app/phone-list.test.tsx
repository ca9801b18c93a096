import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from './fixtures/browser-stubs';
import { answer, itemsOf } from './fixtures/fake-api';
import type { RecordedAnswer } from './fixtures/record';
import { currentPath, renderApp, signIn } from './render-app';

/**
 * A 390 px phone as the browser's matchMedia tells it: width queries (MUI's breakpoints) are answered for
 * that width, every other query (dark mode, reduced motion) does not match.
 */
function phoneScreen(width = 390) {
  stubMatchMedia((query) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query)?.[1];
    const min = /min-width:\s*([\d.]+)px/.exec(query)?.[1];
    const sized = max !== undefined || min !== undefined;
    return (
      sized && (max === undefined || width <= Number(max)) && (min === undefined || width >= Number(min))
    );
  });
}

beforeEach(() => phoneScreen());
afterEach(() => vi.unstubAllGlobals());

async function open(path: string, ...answers: RecordedAnswer[]) {
  signIn('SubAdmin');
  const view = await renderApp(path, answer('profile'), ...answers);
  await screen.findByRole('heading', { level: 1 });
  return { ...view, user: userEvent.setup() };
}

/** The phone list's rows: the list items that hold a link to a record. */
async function phoneRows() {
  await waitFor(() => expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0));
  return screen.getAllByRole('listitem').filter((item) => within(item).queryByRole('link'));
}

const [ACME] = itemsOf('customerList') as [
  { company_uid: string; company_name: string; company_logo: string },
];

describe('lists on a phone (below the sm breakpoint)', () => {
  it('shows the customers as a simple list with logo, name and email, tabs, search and paging kept', async () => {
    await open('/all-customer', answer('customerList'));
    const rows = await phoneRows();
    expect(screen.queryByRole('table')).toBeNull();
    const acme = rows.find((row) => row.textContent?.includes(ACME.company_name)) as HTMLElement;
    expect(within(acme).getByRole('link')).toHaveAttribute(
      'href',
      `/customer/details/all/${ACME.company_uid}`,
    );
    expect(acme.querySelector('img')?.getAttribute('src')).toMatch(new RegExp(`${ACME.company_logo}$`));
    expect(acme).toHaveTextContent('hr@acme.example');
    expect(screen.getByRole('tablist', { name: 'Filter by status' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add' })).toHaveAttribute('href', '/add-customer/all');
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.getByText(/^1-\d+ of \d+$/)).toBeInTheDocument();
  });

  it("offers a row's details, edit and delete in a menu named after it, delete greyed where forbidden", async () => {
    const { user } = await open('/all-customer', answer('customerList'));
    await phoneRows();
    await user.click(screen.getByRole('button', { name: `Actions for ${ACME.company_name}` }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => [item.textContent, item.getAttribute('href')]),
    ).toEqual([
      ['Details', `/customer/details/all/${ACME.company_uid}`],
      ['Edit', `/customer/all/edit/${ACME.company_uid}`],
      [expect.stringMatching(/^Delete/), `/customer/all/delete/${ACME.company_uid}`],
    ]);
    const remove = within(menu).getAllByRole('menuitem')[2];
    expect(remove).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows users with their status, in German too, and opens the details from the menu', async () => {
    const { user } = await open('/all-users', answer('userList'), answer('customerListing'));
    await phoneRows();
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));
    await screen.findByRole('heading', { level: 1, name: 'Benutzer' });

    const clara = (await phoneRows()).find((row) =>
      row.textContent?.includes('Clara Customer'),
    ) as HTMLElement;
    expect(clara).toHaveTextContent('clara@acme.example');
    expect(within(clara).getByText('Aktiv')).toBeInTheDocument();
    await user.click(within(clara).getByRole('button', { name: 'Aktionen für Clara Customer' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Details' }));
    await waitFor(() => expect(currentPath()).toMatch(/^\/user\/all\/view\//));
  });

  it("lists a vacancy's candidates as phone rows too, not selectable there", async () => {
    const vacancy = itemsOf('vacancyDetail')[0] as { uid: string; id: number };
    await open(
      `/vacancy/details/all/${vacancy.uid}/${vacancy.id}`,
      answer('vacancyDetail'),
      answer('candidateList'),
    );
    const section = await screen.findByRole('region', { name: 'Candidates of this vacancy' });
    await within(section).findByRole('button', { name: 'Actions for Anna Applicant' });
    expect(within(section).queryByRole('table')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('selects rows for the bulk actions: one by one or the whole page, then the toolbar', async () => {
    const { user } = await open('/all-active-candidate', answer('candidateList'));
    await screen.findByRole('button', { name: 'Actions for Anna Applicant' });
    const rows = screen.getAllByRole('checkbox', { name: 'Select this row' });
    expect(rows.length).toBe((await phoneRows()).length);
    expect(screen.queryByRole('button', { name: 'Set status' })).toBeNull();

    await user.click(rows[0] as HTMLElement);
    expect(await screen.findByRole('button', { name: 'Set status' })).toBeInTheDocument();
    expect(screen.getByText('1 item selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(await screen.findByText(`${rows.length} items selected`)).toBeInTheDocument();
    expect(
      screen.getAllByRole('checkbox', { name: 'Select this row' }).every((box) => box.matches(':checked')),
    ).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Set status' })).toBeNull());
  });

  it('gives "select all" the focus when the selection ends, which the bar\'s button had', async () => {
    const { user } = await open('/all-active-candidate', answer('candidateList'));
    await screen.findByRole('button', { name: 'Actions for Anna Applicant' });
    await user.click(screen.getAllByRole('checkbox', { name: 'Select this row' })[0] as HTMLElement);
    await user.click(await screen.findByRole('button', { name: 'Unselect' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Set status' })).toBeNull());
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveFocus();
  });

  it('keeps the table from the sm breakpoint on', async () => {
    phoneScreen(600);
    await open('/all-customer', answer('customerList'));
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: ACME.company_name })).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem').filter((item) => within(item).queryByRole('link'))).toEqual([]);
  });
});
