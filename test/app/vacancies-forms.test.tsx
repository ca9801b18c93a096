import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dayFromDisplay, dayToDisplay } from '../../src/common/DayInput';
import { joinTags, splitTags } from '../../src/common/TagsInput';
import { answer, itemsOf } from './fixtures/fake-api';
import type { RecordedAnswer } from './fixtures/record';
import { chooseGerman, currentPath, renderApp, served, signIn } from './render-app';

const VACANCY = itemsOf('vacancyDetail')[0] as { uid: string };
const PACKAGES = Object.fromEntries(
  itemsOf('packageList').map((item) => [String(item.package_name), String(item.uid)]),
);
const ACME = (itemsOf('customerListing') as { company_uid: string; company_name: string }[]).find(
  (company) => company.company_name === 'Acme Recruiting GmbH',
);

/** The fields every list, detail or form page around the forms may ask for. */
const around = () => [
  answer('profile'),
  answer('customerListing'),
  answer('packageList'),
  answer('vacancyList'),
];

async function openAdd(...answers: RecordedAnswer[]) {
  signIn('SubAdmin');
  const view = await renderApp('/add-vacancy/all', ...answers, ...around());
  await screen.findByRole('heading', { level: 1, name: 'Add vacancy' });
  await screen.findByRole('checkbox', { name: 'Job board posting' });
  return view;
}

async function openEdit(...answers: RecordedAnswer[]) {
  signIn('SubAdmin');
  const view = await renderApp(
    `/vacancy/edit/active/${VACANCY.uid}`,
    answer('vacancyDetail'),
    ...answers,
    ...around(),
  );
  await screen.findByRole('heading', { level: 1, name: 'Edit vacancy' });
  await screen.findByDisplayValue('Senior Backend Engineer');
  await screen.findByRole('checkbox', { name: 'Job board posting' });
  return view;
}

/** A form field by its label, which a required field's asterisk follows. */
const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input, textarea' });

/** Types into a field and leaves it: the forms validate on blur (spec section 5). */
async function typeAndLeave(user: UserEvent, label: string, text: string) {
  await user.clear(field(label));
  if (text) await user.type(field(label), text);
  await user.tab();
}

const fieldError = (label: string) => {
  const describedBy = field(label).getAttribute('aria-describedby') ?? '';
  return (document.getElementById(describedBy.split(' ')[0] ?? '')?.textContent ?? '')
    .replace(/\u200b/g, '')
    .trim();
};

const formEntries = (form: FormData) =>
  Object.fromEntries(
    [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]),
  );

describe('the day and tag fields the forms use', () => {
  it.each([
    ['05.01.2026', '2026-01-05'],
    ['5.1.2026', '2026-01-05'],
    ['2026-01-05', '2026-01-05'],
    ['31.02.2026', '31.02.2026'],
    ['05.01.', '05.01.'],
    ['', ''],
  ])('reads the typed day %j as %j', (typed, stored) => {
    expect(dayFromDisplay(typed)).toBe(stored);
  });

  it('shows a stored day as DD.MM.YYYY and an unfinished one as typed', () => {
    expect(dayToDisplay('2026-01-05')).toBe('05.01.2026');
    expect(dayToDisplay('05.01.')).toBe('05.01.');
    expect(dayToDisplay(undefined)).toBe('');
  });

  it('keeps tags as one comma-separated text without blanks or duplicates', () => {
    expect(splitTags('backend,node, backend , ')).toEqual(['backend', 'node']);
    expect(joinTags(['IT', ' Java ', 'IT'])).toBe('IT, Java');
    expect(splitTags(undefined)).toEqual([]);
  });
});

describe('add vacancy (/add-vacancy/{pageType})', () => {
  it.each([
    ['0', ''],
    ['100', ''],
    ['101', 'Please enter a number not greater than 100'],
    ['abc', 'Please enter a valid number'],
    ['12a', 'Please enter a valid number'],
    ['-5', 'Please enter a valid number'],
    ['', 'Please enter a valid number'],
  ])('checks a quota of %j when the field is left: %j', async (quota, message) => {
    const user = userEvent.setup();
    await openAdd();
    await typeAndLeave(user, 'Quota (%)', quota);
    await waitFor(() => expect(fieldError('Quota (%)')).toBe(message));
  });

  it("says what is missing or wrong on blur, with the spec's messages", async () => {
    const user = userEvent.setup();
    await openAdd();
    await typeAndLeave(user, 'Title', '');
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await typeAndLeave(user, 'Start date', '31.02.2026');
    await waitFor(() => expect(fieldError('Start date')).toBe('Please enter a valid date (DD.MM.YYYY)'));
    await typeAndLeave(user, 'Start date', '10.02.2026');
    await typeAndLeave(user, 'Due date', '01.02.2026');
    await waitFor(() =>
      expect(fieldError('Due date')).toBe('The due date must not be before the start date'),
    );
    expect(fieldError('Start date')).toBe('');
    // Tags and the form id are optional.
    expect(fieldError('Tags')).toBe('Press Enter or a comma to add a tag');
    await typeAndLeave(user, 'Form ID', '');
    expect(fieldError('Form ID')).toBe('');
  });

  it('shows every missing field on submit, and sends nothing', async () => {
    const user = userEvent.setup();
    const { api } = await openAdd();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldError('Title')).toBe('Required'));
    expect(fieldError('Description')).toBe('Required');
    expect(fieldError('Start date')).toBe('Required');
    expect(fieldError('Due date')).toBe('Required');
    expect(fieldError('Quota (%)')).toBe('Please enter a valid number');
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('sends the vacancy as multipart: dates YYYY-MM-DD, tags, customer, the checked packages as a JSON array', async () => {
    const user = userEvent.setup();
    const { api } = await openAdd(answer('vacancyCreate'));
    await user.type(field('Title'), 'Data Engineer');
    await user.type(field('Description'), 'Pipelines.');
    await user.type(screen.getByLabelText('Tags'), 'data,python{Enter}');
    expect(screen.getAllByRole('button', { name: /^(data|python)$/ })).toHaveLength(2);
    // Named from the app's catalog (German: 'Eingabe löschen'), not MUI's English 'Clear'.
    expect(screen.getByTitle('Clear value')).toHaveAttribute('aria-label', 'Clear value');
    await user.type(screen.getByLabelText('Scorecard criteria'), 'Communication{Enter}SQL{Enter}');
    await user.click(screen.getByRole('combobox', { name: /^Customer/ }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Acme Recruiting GmbH' }),
    );
    await user.type(field('Quota (%)'), '100');
    await user.type(field('Start date'), '05.01.2026');
    await user.type(field('Due date'), '31.03.2026');
    await user.type(screen.getByLabelText('Form ID'), 'FORM-9');
    await user.click(screen.getByRole('checkbox', { name: 'Job board posting' }));
    await user.click(screen.getByRole('checkbox', { name: 'Video interview' }));
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'thumb.png', { type: 'image/png' });
    await user.upload(document.querySelector('input[type=file]') as HTMLInputElement, picture);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Vacancy added successfully')).toBeInTheDocument();
    const sent = api.requests.find((request) => request.method === 'POST');
    expect(sent?.path).toBe('customer-api/vacancy-create-for-admin/');
    expect(sent?.headers.get('Content-Type')).toBeNull();
    const form = sent?.body as FormData;
    expect(formEntries(form)).toEqual({
      vacancy_title: 'Data Engineer',
      vacancy_form_id: 'FORM-9',
      vacancy_description: 'Pipelines.',
      vacancy_tag: 'data, python',
      vacancy_quota: '100',
      vacancy_start_date: '2026-01-05',
      vacancy_due_date: '2026-03-31',
      vacancy_package: JSON.stringify([PACKAGES['Job board posting'], PACKAGES['Video interview']]),
      vacancy_thumbnail: 'thumb.png',
      scorecard_criteria: JSON.stringify(['Communication', 'SQL']),
      company_uuid: ACME?.company_uid,
    });
    await waitFor(() => expect(currentPath()).toBe('/all-vacancies'));
  });

  it('sends an empty package list when none is checked', async () => {
    const user = userEvent.setup();
    const { api } = await openAdd(answer('vacancyCreate'));
    await user.type(field('Title'), 'Nurse');
    await user.type(field('Description'), 'Care.');
    await user.click(screen.getByRole('combobox', { name: /^Customer/ }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Acme Recruiting GmbH' }),
    );
    await user.type(field('Quota (%)'), '0');
    await user.type(field('Start date'), '2026-01-05');
    await user.type(field('Due date'), '05.01.2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Vacancy added successfully');
    const form = api.requests.find((request) => request.method === 'POST')?.body as FormData;
    expect(form.get('vacancy_package')).toBe('[]');
    expect(form.get('vacancy_quota')).toBe('0');
    expect(form.has('vacancy_thumbnail')).toBe(false);
  });

  it("shows the server's first message and stays when the API refuses", async () => {
    const user = userEvent.setup();
    const refused = served('POST', 'vacancyCreate', 400, {
      status: 400,
      response: ['Please choose a customer from the list', 'Please choose packages from the list'],
    });
    await openAdd(refused);
    await user.type(field('Title'), 'Nurse');
    await user.type(field('Description'), 'Care.');
    await user.click(screen.getByRole('combobox', { name: /^Customer/ }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Acme Recruiting GmbH' }),
    );
    await user.type(field('Quota (%)'), '10');
    await user.type(field('Start date'), '05.01.2026');
    await user.type(field('Due date'), '05.02.2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please choose a customer from the list')).toBeInTheDocument();
    expect(screen.queryByText('Please choose packages from the list')).toBeNull();
    expect(currentPath()).toBe('/add-vacancy/all');
  });

  it('presets the only customer a CustomerAdmin has', async () => {
    signIn('CustomerAdmin');
    const own = served('GET', 'companyListing', 200, { status: 200, response: [ACME] });
    await renderApp('/add-vacancy/all', own, answer('packageList'), answer('profile'));
    await screen.findByRole('heading', { level: 1, name: 'Add vacancy' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Customer/ })).toHaveTextContent('Acme Recruiting GmbH'),
    );
  });

  it('is not offered to a StaffAdmin', async () => {
    signIn('StaffAdmin');
    await renderApp('/add-vacancy/all', ...around());
    await waitFor(() => expect(currentPath()).toBe('/access-denied'));
  });
});

describe('edit vacancy (/vacancy/edit/{pageType}/{uid})', () => {
  it('starts from the vacancy: packages checked from is_selected, the customer shown but fixed, the status', async () => {
    await openEdit();
    expect(field('Description')).toHaveValue('Build the platform API.');
    expect(screen.getAllByRole('button', { name: /^(backend|node)$/ })).toHaveLength(2);
    const customer = screen.getByLabelText('Customer');
    expect(customer).toHaveValue('Acme Recruiting GmbH');
    expect(customer).toHaveAttribute('readonly');
    expect(field('Quota (%)')).toHaveValue('50');
    expect(field('Start date')).toHaveValue('05.01.2026');
    expect(field('Due date')).toHaveValue('31.03.2026');
    expect(screen.getByLabelText('Form ID')).toHaveValue('FORM-7');
    const checked = screen
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => box.closest('label')?.textContent);
    expect(checked).toEqual(['Job board posting', 'Social media campaign']);
    const status = screen.getByRole('group', { name: /^Status/ });
    expect(within(status).getByRole('radio', { name: 'Active' })).toBeChecked();
  });

  it('names and orders the packages in the UI’s language', async () => {
    const { api } = await openEdit();
    await chooseGerman();
    await screen.findByRole('checkbox', { name: 'Videointerview' });
    const checked = screen
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => box.closest('label')?.textContent);
    // In the German names' order ("Social…" before "Stellen…"), as the list call was asked.
    expect(checked).toEqual(['Social-Media-Kampagne', 'Stellenbörsen-Anzeige']);
    const lists = api.requests.filter((request) => request.path === 'customer-api/vacancy-package-list/');
    expect(lists.at(-1)?.query.ordering).toBe('package_name_de');
  });

  it('sends the changes with the status and without the customer, then shows the message and the list', async () => {
    const user = userEvent.setup();
    const { api } = await openEdit(answer('vacancyUpdate'));
    await user.click(screen.getByRole('radio', { name: 'Inactive' }));
    await user.click(screen.getByRole('checkbox', { name: 'Social media campaign' }));
    await user.click(screen.getByRole('checkbox', { name: 'Premium listing' }));
    await typeAndLeave(user, 'Quota (%)', '100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Vacancy updated successfully')).toBeInTheDocument();
    const sent = api.requests.find((request) => request.method === 'PUT');
    expect(sent?.path).toBe(`customer-api/vacancy-update-api/${VACANCY.uid}/`);
    expect(formEntries(sent?.body as FormData)).toEqual({
      vacancy_title: 'Senior Backend Engineer',
      vacancy_form_id: 'FORM-7',
      vacancy_description: 'Build the platform API.',
      vacancy_tag: 'backend,node',
      vacancy_quota: '100',
      vacancy_start_date: '2026-01-05',
      vacancy_due_date: '2026-03-31',
      vacancy_package: JSON.stringify([PACKAGES['Job board posting'], PACKAGES['Premium listing']]),
      scorecard_criteria: JSON.stringify(['Communication', 'Skills']),
      vacancy_status: 'Inactive',
    });
    await waitFor(() => expect(currentPath()).toBe('/all-active-vacancies'));
  });

  it('leaves the due date optional on edit (required on add only) and sends the vacancy without one', async () => {
    const user = userEvent.setup();
    const { api } = await openEdit(answer('vacancyUpdate'));
    expect(field('Due date')).not.toBeRequired();
    await typeAndLeave(user, 'Due date', '');
    expect(fieldError('Due date')).toBe('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Vacancy updated successfully')).toBeInTheDocument();
    const sent = api.requests.find((request) => request.method === 'PUT');
    expect(formEntries(sent?.body as FormData).vacancy_due_date ?? '').toBe('');
  });

  it('refuses a quota over 100 before sending', async () => {
    const user = userEvent.setup();
    const { api } = await openEdit(answer('vacancyUpdate'));
    await typeAndLeave(user, 'Quota (%)', '101');
    await waitFor(() => expect(fieldError('Quota (%)')).toBe('Please enter a number not greater than 100'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // react-admin says so once it has judged the submission, where a valid one would have been sent.
    await screen.findByText('The form is not valid. Please check for errors');
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);
  });
});
