import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { MEDIA_LINK_SECONDS, mediaLinks } from '../../server/platform/media-links';
import { addSigningKey, signingKeys } from '../../server/platform/signing-keys';
import { insertCandidates, insertCompany, insertVacancy, pngFile, vacancyByForm } from './fixtures';
import { ADMIN, describeEachDatabase } from './harness';

describeEachDatabase('stored files', (api) => {
  it('keeps a file that another record still shows, and removes it with the last one', async () => {
    const token = await api().login(ADMIN.email, ADMIN.password);
    const create = (title: string, withImage: boolean) =>
      vacancyByForm(api(), token, title, withImage ? pngFile() : undefined);
    const first = await create('First', true);
    const second = await create('Second', false);
    const stored = await api()
      .db.selectFrom('vacancies')
      .select('vacancy_thumbnail')
      .where('uid', '=', first.uid)
      .executeTakeFirstOrThrow();
    await api()
      .db.updateTable('vacancies')
      .set({ vacancy_thumbnail: stored.vacancy_thumbnail })
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

  it('serves a résumé through the signed link of a candidate’s answer, and nothing without it', async () => {
    const token = await api().login(ADMIN.email, ADMIN.password);
    const vacancy = await insertVacancy(api(), (await insertCompany(api())).id);
    const [row] = await insertCandidates(api(), vacancy.id, [{ candidate_name: 'Rita Resume' }]);
    if (!row) throw new Error('no candidate');
    const name = `${randomUUID()}.pdf`;
    await api().server.ctx.uploads.files.save(name, PDF);
    await api()
      .db.updateTable('candidates')
      .set({ candidate_resume: `/media/${name}` })
      .where('id', '=', row.id)
      .execute();
    const detail = await api().call('GET', 'candidateDetail', { id: row.uid }, { token });
    const link = (detail.body.response as { candidate_resume: string }[])[0]?.candidate_resume ?? '';
    expect(link).toMatch(new RegExp(`^/media/${name}\\?expires=\\d+&key=\\w+&signature=[\\w-]+$`));
    const get = (url: string, lang = 'en') =>
      fetch(new URL(url, api().baseUrl), { headers: { 'accept-language': lang } });

    const served = await get(link);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PDF);
    const expires = Number(new URL(link, api().baseUrl).searchParams.get('expires'));
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(served.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(expires - Math.floor(Date.now() / 1000) + 1);
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(MEDIA_LINK_SECONDS);

    const params = new URL(link, api().baseUrl).searchParams;
    const [key, signature] = [params.get('key') ?? '', params.get('signature') ?? ''];
    const tampered = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const past = Math.floor(Date.now() / 1000) - 1;
    const sign = await api().server.ctx.mediaLinks.signer();
    const refused = [
      `/media/${name}`,
      `/media/${name}?expires=${expires}&key=${key}&signature=${tampered}`,
      `/media/${name}?expires=${expires + 300}&key=${key}&signature=${signature}`,
      `/media/${name}?expires=${past}&key=${key}&signature=${signature}`,
      `/media/${name}?expires=${expires}&key=999999&signature=${signature}`,
      `/media/${name}?expires=${expires}&signature=${signature}`,
      // Another file's signature does not open this one.
      sign('/media/other.pdf').replace('other.pdf', name),
    ];
    for (const url of refused) {
      const answer = await get(url, 'de');
      expect(answer.status, url).toBe(403);
      expect(await answer.json()).toEqual({
        status: 403,
        response: [
          'Dieser Link zu einer Datei ist abgelaufen oder ungültig. Bitte laden Sie die Seite neu, um einen neuen zu erhalten.',
        ],
      });
    }
  });

  it('refuses a link whose hour has passed', async () => {
    const name = `${randomUUID()}.pdf`;
    await api().server.ctx.uploads.files.save(name, PDF);
    const later = Date.now() + (MEDIA_LINK_SECONDS + 1) * 1000;
    const link = (await api().server.ctx.mediaLinks.signer())(`/media/${name}`);
    const checkedLater = mediaLinks(api().server.ctx.keys, () => later);
    const expires = new URL(link, api().baseUrl).searchParams;
    expect(await checkedLater.remaining(name, Object.fromEntries(expires))).toBeUndefined();
    expect(await api().server.ctx.mediaLinks.remaining(name, Object.fromEntries(expires))).toBeGreaterThan(0);
  });

  it('keeps serving links made before a key rotation, and serves those of the new key at once', async () => {
    const name = `${randomUUID()}.pdf`;
    await api().server.ctx.uploads.files.save(name, PDF);
    const before = (await api().server.ctx.mediaLinks.signer())(`/media/${name}`);
    await addSigningKey(api().db);
    // Another instance that has read the new key already signs with it.
    const other = mediaLinks(signingKeys(api().db, api().server.ctx.config));
    const after = (await other.signer())(`/media/${name}`);
    expect(new URL(after, api().baseUrl).searchParams.get('key')).not.toBe(
      new URL(before, api().baseUrl).searchParams.get('key'),
    );
    const status = async (link: string) => (await fetch(new URL(link, api().baseUrl))).status;
    expect(await status(before)).toBe(200);
    // An unknown key is looked up at most once a second (signing-keys.ts): a forged one may just have been.
    await expect.poll(() => status(after), { timeout: 10_000 }).toBe(200);
  });

  it('serves a customer’s logo without a signature', async () => {
    const name = `${randomUUID()}.png`;
    await api().server.ctx.uploads.files.save(name, Buffer.from(await pngFile().arrayBuffer()));
    await insertCompany(api(), { company_logo: `/media/${name}` });
    const answer = await fetch(new URL(`/media/${name}`, api().baseUrl));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
  });
});

/** A small PDF's bytes, as a résumé would be stored. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
