import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserRole } from '@contract/domain';
import { apiPath } from '@contract/paths';
import type { CandidateMail, TemplateItem } from '@contract/templates';
import { answer, itemsOf } from './fixtures/fake-api';
import type { RecordedAnswer } from './fixtures/record';
import { renderApp, served, signIn } from './render-app';

const [ANNA] = itemsOf('candidateList') as [{ uid: string }];

const SENT: CandidateMail = {
  uid: 'm1',
  subject: 'Your application',
  body: 'Dear Anna,\nthank you.',
  to: 'anna@example.com',
  state: 'sent',
  sender_name: 'Clara Kunde',
  created_at: new Date(2026, 10, 24, 9, 5).toISOString(),
  sent_at: new Date(2026, 10, 24, 9, 5).toISOString(),
};

const TEMPLATE: TemplateItem = {
  uid: 't1',
  template_name: 'Invitation',
  company: null,
  subject_en: 'Your application as {{vacancy_title}}',
  body_en: 'Dear {{candidate_name}}',
  subject_de: 'Ihre Bewerbung als {{vacancy_title}}',
  body_de: 'Guten Tag {{candidate_name}}',
  version: 1,
};

const mails = served('GET', 'candidateMails', 200, { status: 200, response: [SENT] });
const templates = served('GET', 'templateList', 200, { status: 200, response: [TEMPLATE] });
const preview = served('GET', 'templatePreview', 200, {
  status: 200,
  response: { subject: 'Ihre Bewerbung als Backend Developer', body: 'Guten Tag Anna', language: 'german' },
});
const sent = served('POST', 'candidateMailSend', 200, {
  status: 200,
  response: 'The mail is on its way',
  data: { ...SENT, uid: 'm2', state: 'queued', sent_at: null },
});

/** The candidate's details with their mails. */
async function openMails(role: UserRole = 'SubAdmin', ...answers: RecordedAnswer[]) {
  signIn(role);
  const view = await renderApp(
    `/candidate/details/active/${ANNA.uid}`,
    ...answers,
    mails,
    templates,
    preview,
    sent,
    answer('candidateDetail'),
    answer('profile'),
  );
  const section = await screen.findByRole('region', { name: 'Mails' });
  await within(section).findByText('Your application');
  return { ...view, section, user: userEvent.setup() };
}

describe('mails on the candidate details', () => {
  it('lists the mails the candidate was sent, with who sent them, when, and whether they went', async () => {
    const { section } = await openMails();
    expect(within(section).getByText('Sent')).toBeInTheDocument();
    expect(within(section).getByText('24.11.2026 at 09:05, by Clara Kunde')).toBeInTheDocument();
    expect(within(section).getByText(/thank you/)).toBeInTheDocument();
  });

  it('writes a mail from a template, filled in for the candidate in their language, and sends it', async () => {
    const { api, section, user } = await openMails();
    await user.click(within(section).getByRole('button', { name: 'Write mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write mail' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Template' }));
    await user.click(await screen.findByRole('option', { name: 'Invitation' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue(
        'Ihre Bewerbung als Backend Developer',
      ),
    );
    expect(within(dialog).getByText('Written in German, the candidate’s language')).toBeInTheDocument();
    const previewCall = api.requests.find(
      (request) => request.path === apiPath('templatePreview', { id: 't1' }),
    );
    expect(previewCall?.query).toEqual({ candidate: ANNA.uid });
    const text = within(dialog).getByRole('textbox', { name: 'Text' });
    await user.type(text, ', bis bald');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await screen.findByText('The mail is on its way');
    const send = api.requests.find(
      (request) => request.method === 'POST' && request.path.includes('mail-send'),
    );
    expect(JSON.parse(String(send?.body))).toEqual({
      subject: 'Ihre Bewerbung als Backend Developer',
      body: 'Guten Tag Anna, bis bald',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for a subject and a text before sending', async () => {
    const { api, section, user } = await openMails();
    await user.click(within(section).getByRole('button', { name: 'Write mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write mail' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);
    expect(api.requests.some((request) => request.path.includes('mail-send'))).toBe(false);
  });
});
