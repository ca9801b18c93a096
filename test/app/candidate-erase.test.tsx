import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserRole } from '@contract/domain';
import { answer, itemsOf } from './fixtures/fake-api';
import type { RecordedAnswer } from './fixtures/record';
import { currentPath, renderApp, served, signIn } from './render-app';

const [ANNA] = itemsOf('candidateList') as [Record<string, unknown> & { uid: string }];

const erased = served('DELETE', 'candidateDelete', 200, {
  status: 200,
  response: 'Candidate deleted: their personal data has been erased.',
});

async function openDetail(role: UserRole, ...answers: RecordedAnswer[]) {
  signIn(role);
  const view = await renderApp(
    `/candidate/details/active/${ANNA.uid}`,
    ...answers,
    answer('candidateDetail'),
    answer('candidateList'),
    answer('profile'),
  );
  await screen.findByRole('heading', { level: 1, name: 'Candidate details' });
  await screen.findByText('Anna Applicant');
  return view;
}

describe('deleting a candidate from its details (issue 30: its personal data is erased)', () => {
  it("asks the spec's question, says what is erased, erases on 'Yes, delete it!' and shows the list", async () => {
    const user = userEvent.setup();
    const { api } = await openDetail('CustomerAdmin', erased);
    await user.click(await screen.findByRole('button', { name: 'Delete candidate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveAccessibleDescription(
      "The personal data of this candidate is erased: the record, notes, files, and the values in the history. You won't be able to revert this!",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));
    expect(
      await screen.findByText('Candidate deleted: their personal data has been erased.'),
    ).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'DELETE')?.path).toBe(
      `customer-api/candidate-delete-api/${ANNA.uid}/`,
    );
    await waitFor(() => expect(currentPath()).toBe('/all-active-candidate'));
  });

  it('erases nothing on Cancel, and stays on the details', async () => {
    const user = userEvent.setup();
    const { api } = await openDetail('SubAdmin', erased);
    await user.click(await screen.findByRole('button', { name: 'Delete candidate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentPath()).toBe(`/candidate/details/active/${ANNA.uid}`);
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it('offers no delete to a StaffAdmin', async () => {
    await openDetail('StaffAdmin');
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete candidate' })).not.toBeInTheDocument();
  });
});
