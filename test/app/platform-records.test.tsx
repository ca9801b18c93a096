import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TemplateItem } from '@contract/templates';
import { answer } from './fixtures/fake-api';
import { renderApp, served, signIn } from './render-app';

const PLATFORM_TEMPLATE: TemplateItem = {
  uid: 't1',
  template_name: 'Rejection',
  company: null,
  subject_en: 'Your application',
  body_en: 'Dear {{candidate_name}}',
  subject_de: 'Ihre Bewerbung',
  body_de: 'Liebe(r) {{candidate_name}}',
  version: 1,
};

const openTemplate = () =>
  renderApp(
    '/template/all/edit/t1',
    answer('profile'),
    served('GET', 'templateDetail', 200, { status: 200, response: [PLATFORM_TEMPLATE] }),
    served('GET', 'templateList', 200, { status: 200, response: [PLATFORM_TEMPLATE] }),
    answer('customerListing'),
  );

describe("the platform's records on their edit screens", () => {
  it('shows a CustomerAdmin a platform template to read, says why it cannot be changed, and offers no save', async () => {
    signIn('CustomerAdmin');
    await openTemplate();
    await screen.findByText("Only an administrator can change the platform's templates.");
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Rejection');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
  });

  it('lets a SubAdmin change it', async () => {
    signIn('SubAdmin');
    await openTemplate();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await expect.poll(() => (name as HTMLInputElement).value).toBe('Rejection');
    expect(name).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByText("Only an administrator can change the platform's templates.")).toBeNull();
  });
});
