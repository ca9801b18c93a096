import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes';
import { answer } from './fixtures/fake-api';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { currentPath, renderApp, served, signIn } from './render-app';

/** The API's answer to a record of another company: the same 404 as to one that does not exist. */
const notFound = (call: Parameters<typeof served>[1]) =>
  served('GET', call, 404, { status: 404, response: ['Not found.'] });

const MESSAGE = 'This record does not exist or you have no access to it';

describe('a record one may not see, opened by its address', () => {
  it("says so for another company's customer, then opens the dashboard", async () => {
    signIn('CustomerAdmin');
    await renderApp(
      '/customer/details/all/other-company',
      answer('profileCustomerAdmin'),
      notFound('companyDetail'),
    );
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe(routes.home));
  });

  it("says so for another company's candidate, then opens the candidate list", async () => {
    signIn('CustomerAdmin');
    await renderApp(
      '/candidate/details/all/other-candidate',
      answer('profileCustomerAdmin'),
      notFound('candidateDetail'),
    );
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/candidate/all'));
  });

  it('says it in German too', async () => {
    await i18nProvider.changeLocale('german');
    expect(i18nProvider.translate('ra.notification.item_doesnt_exist')).toBe(
      'Dieser Datensatz existiert nicht oder Sie haben keinen Zugriff darauf',
    );
    await i18nProvider.changeLocale('english');
  });
});
