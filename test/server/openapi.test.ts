import { expect, it } from 'vitest';
import { API_PATHS } from '../../server/contract/paths';
import { describeEachDatabase } from './harness';

describeEachDatabase('API reference', (api) => {
  it('documents every section 7 call in the OpenAPI 3.1 document', async () => {
    const answer = await api().call('GET', { path: '/api/openapi.json' });
    expect(answer.status).toBe(200);
    const document = answer.body as unknown as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    for (const template of Object.values(API_PATHS)) {
      const openApiPath = `/api/${template}`.replace(/:(\w+)/g, '{$1}');
      expect(Object.keys(document.paths), openApiPath).toContain(openApiPath);
    }
  });

  it('serves a readable reference page', async () => {
    const page = await fetch(new URL('/api/docs', api().baseUrl));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html');
  });

  it('answers unknown API paths with the JSON envelope', async () => {
    const answer = await api().call('GET', { path: '/api/no-such-call/' });
    expect(answer.status).toBe(404);
    expect(answer.body.status).toBe(404);
  });
});
