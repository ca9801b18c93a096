import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAIL_INTERRUPTED, mailListAnswer, type MailItem } from '@contract/mails';
import { answer } from './fixtures/fake-api';
import { chooseGerman, currentPath, renderApp, served, signIn } from './render-app';

afterEach(() => vi.unstubAllGlobals());

const failed = (uid: string, to: string, last_error: string): MailItem => ({
  uid,
  kind: 'interview_invitation',
  to,
  subject: `Invitation for ${to}`,
  state: 'failed',
  attempts: 5,
  last_error,
  send_at: '2026-11-28T09:00:00.000Z',
  sent_at: null,
  created_at: '2026-11-28T09:00:00.000Z',
  candidate: { uid: 'c1', candidate_name: 'Jürgen Groß' },
});

const MAILS = [
  failed('m1', 'clara@example.com', MAIL_INTERRUPTED),
  failed('m2', 'stefan@example.com', 'connect ECONNREFUSED 127.0.0.1:25'),
];

/** mail-list/'s answer, checked against the contract's schema as the API's would be. */
const mailList = served('GET', 'mailList', 200, mailListAnswer.parse({ status: 200, response: MAILS }));
const retried = served('POST', 'mailRetry', 200, {
  status: 200,
  response: 'The mail will be sent again',
  data: { ...MAILS[1], state: 'queued', attempts: 0 },
});

const mailCalls = (requests: { path: string; method: string; query: Record<string, string> }[]) =>
  requests.filter((request) => request.path.startsWith('customer-api/mail-'));

describe('the mail queue (/mail-queue)', () => {
  it('shows a SubAdmin the failed mails, an interrupted one in words, and sends one again', async () => {
    signIn('SubAdmin');
    const { api } = await renderApp('/mail-queue', mailList, retried, answer('profile'));
    await screen.findByRole('heading', { level: 1, name: 'Mail queue' });
    const table = await screen.findByRole('table', { name: 'Failed' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText(/Interrupted while sending/)).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Jürgen Groß' })).toHaveAttribute(
      'href',
      '/candidate/details/all/c1',
    );
    expect(mailCalls(api.requests).at(-1)?.query.state).toBe('failed');

    const user = userEvent.setup();
    await user.click(within(rows[2] as HTMLElement).getByRole('button', { name: 'Send again' }));
    await screen.findByText('The mail will be sent again');
    const calls = mailCalls(api.requests);
    expect(calls.find((call) => call.method === 'POST')?.path).toBe('customer-api/mail-retry/m2/');
    // The list is read again after the retry.
    await waitFor(() => expect(mailCalls(api.requests).at(-1)?.method).toBe('GET'));
  });

  it('shows the mails of another state when chosen, in German too', async () => {
    signIn('SubAdmin');
    const { api } = await renderApp('/mail-queue', mailList, answer('profile'));
    await screen.findByRole('table', { name: 'Failed' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Sent' }));
    await waitFor(() => expect(mailCalls(api.requests).at(-1)?.query.state).toBe('sent'));
    await chooseGerman();
    await screen.findByRole('heading', { level: 1, name: 'Postausgang' });
    expect(screen.getByRole('columnheader', { name: 'Empfänger' })).toBeInTheDocument();
  });

  it('is not for a CustomerAdmin', async () => {
    signIn('CustomerAdmin');
    await renderApp('/mail-queue', mailList, answer('profile'));
    await screen.findByRole('heading', { level: 1, name: 'Access denied' });
    expect(currentPath()).toBe('/access-denied');
  });
});
