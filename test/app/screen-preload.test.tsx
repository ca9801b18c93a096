import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer } from './fixtures/fake-api';
import { renderApp, signIn, tableShowing } from './render-app';

/** Settles once the candidate list's module has been imported (by the app's preload: no test opens it before). */
const imported = vi.hoisted(() => {
  let done = () => {};
  const settled = new Promise<void>((resolve) => (done = resolve));
  return { settled, done };
});

vi.mock('../../src/candidates/CandidateListPage', async (importOriginal) => {
  const module = await importOriginal();
  imported.done();
  return module;
});

describe('screens loaded while the browser is idle, once the first screen has shown', () => {
  it('renders a screen whose module is loaded at once, without a loading state in between', async () => {
    signIn('SubAdmin');
    await renderApp(
      '/all-customer',
      answer('profile'),
      answer('customerList'),
      answer('candidateList'),
      answer('customerListing'),
    );
    await screen.findByRole('heading', { level: 1, name: 'Customers' });
    // No route has opened the candidate list: its module arrives by the preload.
    await imported.settled;
    await new Promise((resolve) => setTimeout(resolve, 0));

    // The candidate list shows no loading state of its own: any progress indicator in the content would be the
    // one its Suspense boundary shows while the screen's code loads.
    const content = screen.getByRole('main');
    const loadingShown: Element[] = [];
    const observer = new MutationObserver(() =>
      loadingShown.push(...content.querySelectorAll('[role="progressbar"]')),
    );
    observer.observe(content, { childList: true, subtree: true });
    try {
      const user = userEvent.setup();
      const sidebar = within(screen.getByRole('navigation', { name: 'Main navigation' }));
      await user.click(sidebar.getByText('Candidates', { exact: true }));
      await tableShowing('Anna Applicant');
    } finally {
      observer.disconnect();
    }
    expect(screen.getByRole('heading', { level: 1, name: 'Candidates' })).toBeInTheDocument();
    expect(loadingShown).toEqual([]);
  });
});
