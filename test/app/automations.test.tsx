import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Automation } from '@contract/automations';
import type { TemplateItem } from '@contract/templates';
import { answer, itemsOf } from './fixtures/fake-api';
import { renderApp, served, signIn } from './render-app';

const [ACME] = itemsOf('customerDetail') as [{ company_uid: string; company_name: string }];
const company = { company_uid: ACME.company_uid, company_name: ACME.company_name };

const RULES: Automation[] = [
  {
    uid: 'a1',
    company,
    vacancy: null,
    candidate_status: 'Rejected',
    template: { uid: 't1', template_name: 'Rejection' },
    delay_minutes: 2880,
  },
  {
    uid: 'a2',
    company,
    vacancy: { uid: 'v1', vacancy_title: 'Backend Developer' },
    candidate_status: 'First_Interview',
    template: { uid: 't2', template_name: 'Interview invitation' },
    delay_minutes: 0,
  },
];

const TEMPLATE: TemplateItem = {
  uid: 't1',
  template_name: 'Rejection',
  company: null,
  subject_en: 'x',
  body_en: 'x',
  subject_de: 'x',
  body_de: 'x',
  version: 1,
};

describe('automatic mails on the customer details', () => {
  it('says each rule in a sentence, and adds one for every vacancy', async () => {
    signIn('SubAdmin');
    const { api } = await renderApp(
      `/customer/details/all/${ACME.company_uid}`,
      answer('profile'),
      answer('customerDetail'),
      served('GET', 'automationList', 200, { status: 200, response: RULES }),
      served('GET', 'templateList', 200, { status: 200, response: [TEMPLATE] }),
      served('POST', 'automationCreate', 200, {
        status: 200,
        response: 'Automatic mail added',
        data: RULES[0],
      }),
      answer('vacancyList'),
    );
    const section = await screen.findByRole('region', { name: 'Automatic mails' });
    await within(section).findByText('When a candidate enters “Rejected”: “Rejection”, after 48 hours');
    expect(
      within(section).getByText(
        'Backend Developer: When a candidate enters “First interview”: “Interview invitation”, at once',
      ),
    ).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Add automatic mail' }));
    await user.click(within(section).getByRole('combobox', { name: 'Send the template' }));
    await user.click(await screen.findByRole('option', { name: 'Rejection' }));
    const hours = within(section).getByRole('spinbutton', { name: 'After (hours)' });
    await user.clear(hours);
    await user.type(hours, '24');
    await user.click(within(section).getByRole('button', { name: 'Add' }));
    await screen.findByText('Automatic mail added');
    const sent = api.requests.find(
      (request) => request.method === 'POST' && request.path.includes('automation'),
    );
    expect(JSON.parse(String(sent?.body))).toEqual({
      company_uid: ACME.company_uid,
      candidate_status: 'Rejected',
      template_uid: 't1',
      delay_minutes: 1440,
    });
    await waitFor(() => expect(within(section).queryByRole('button', { name: 'Add' })).toBeNull());
  });
});
