import { expect, it } from 'vitest';
import { ADMINISTRATION_COMPANY_UID } from '@contract/domain';
import { pngFile } from './fixtures';
import { ADMIN, describeEachDatabase } from './harness';

describeEachDatabase('stored files', (api) => {
  it('keeps a file that another record still shows, and removes it with the last one', async () => {
    const token = await api().login(ADMIN.email, ADMIN.password);
    const create = async (title: string, withImage: boolean) => {
      const form = new FormData();
      const fields = {
        vacancy_title: title,
        vacancy_description: 'Description',
        company_uuid: ADMINISTRATION_COMPANY_UID,
        vacancy_quota: '10',
        vacancy_start_date: '2026-01-01',
        vacancy_due_date: '2026-02-01',
        vacancy_package: '[]',
      };
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      if (withImage) form.append('vacancy_thumbnail', pngFile());
      const answer = await api().call('POST', 'vacancyCreate', {}, { token, form });
      expect(answer.status).toBe(200);
      return answer.body.data as { uid: string; vacancy_thumbnail: string };
    };
    const first = await create('First', true);
    const second = await create('Second', false);
    await api()
      .db.updateTable('vacancies')
      .set({ vacancy_thumbnail: first.vacancy_thumbnail })
      .where('uid', '=', second.uid)
      .execute();
    const served = () =>
      fetch(new URL(first.vacancy_thumbnail, api().baseUrl)).then((response) => response.status);
    expect(await served()).toBe(200);

    expect((await api().call('DELETE', 'vacancyDelete', { id: first.uid }, { token })).status).toBe(200);
    expect(await served()).toBe(200);
    expect((await api().call('DELETE', 'vacancyDelete', { id: second.uid }, { token })).status).toBe(200);
    expect(await served()).toBe(404);
  });
});
