import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, DeleteButton, Edit, memoryStore, useSaveContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../src/common/theme';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { answer, fakeApi } from './fixtures/fake-api';

function MutationMode() {
  return <output>{useSaveContext().mutationMode}</output>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('app theme', () => {
  it('makes every edit and delete wait for the server (pessimistic), unless a screen says otherwise', async () => {
    vi.stubGlobal('fetch', fakeApi(answer('userDetail')).fetch);
    render(
      <AdminContext
        theme={theme}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <Edit resource="users" id="0947e405-bb95-49ef-83f7-5ca82703fa9a" actions={false}>
          <MutationMode />
          <DeleteButton />
        </Edit>
      </AdminContext>,
    );
    expect(await screen.findByText('pessimistic')).toBeInTheDocument();
    // A pessimistic delete asks first (react-admin's DeleteWithConfirmButton) instead of deleting with an undo.
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
