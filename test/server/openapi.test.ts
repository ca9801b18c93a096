import { expect, it } from 'vitest';
import { API_PATHS, type ApiPathName } from '@contract/paths';
import { endpoint } from '../../server/platform/routes';
import { DECLARED } from './declared';
import { describeEachDatabase } from './harness';

interface OpenApiOperation {
  requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } } | undefined> };
}

interface ListOperation {
  description?: string;
  parameters?: { name: string; in: string; schema?: unknown }[];
}

describeEachDatabase('API reference', (api) => {
  it('documents every section 7 call in the OpenAPI 3.1 document', async () => {
    const answer = await api().call('GET', { path: '/api/openapi.json' });
    expect(answer.status).toBe(200);
    const document = answer.body as unknown as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(document.openapi).toBe('3.1.0');
    for (const name of Object.keys(API_PATHS) as ApiPathName[]) {
      const openApiPath = endpoint(name).replace(/:(\w+)/g, '{$1}');
      expect(Object.keys(document.paths), openApiPath).toContain(openApiPath);
    }
  });

  it('documents the multipart forms, files included', async () => {
    const answer = await api().call('GET', { path: '/api/openapi.json' });
    const paths = (answer.body as unknown as { paths: Record<string, Record<string, OpenApiOperation>> })
      .paths;
    const form = (path: string, method: string) =>
      paths[path]?.[method]?.requestBody?.content['multipart/form-data']?.schema.properties ?? {};
    expect(form('/api/account-api/company-register-view/', 'post').company_logo).toMatchObject({
      format: 'binary',
    });
    expect(form('/api/admin-api/company-update-view/{id}/', 'put')).toHaveProperty('folder_id');
    expect(form('/api/customer-api/vacancy-create-for-admin/', 'post').vacancy_thumbnail).toMatchObject({
      format: 'binary',
    });
    expect(form('/api/customer-api/vacancy-update-api/{id}/', 'put')).toHaveProperty('vacancy_status');
  });

  it('shows the example each resource declares of its create and update bodies', async () => {
    const answer = await api().call('GET', { path: '/api/openapi.json' });
    const paths = (answer.body as unknown as { paths: Record<string, Record<string, OpenApiOperation>> })
      .paths;
    const writes = DECLARED.flatMap((resource) => [
      { method: 'post', call: resource.create },
      { method: 'put', call: resource.update },
    ]);
    const shown = writes.flatMap(({ method, call }) => {
      if (call?.example === undefined) return [];
      const content = paths[endpoint(call.path).replace(/:(\w+)/g, '{$1}')]?.[method]?.requestBody?.content;
      // The reference shows a body schema's examples on its media type.
      expect(Object.values(content ?? {})[0], call.path).toMatchObject({ example: call.example });
      return [call.path];
    });
    expect(shown).toEqual(expect.arrayContaining(['packageCreate', 'packageUpdate']));
  });

  it('documents the exports (format=xlsx, format=csv) on every list call', async () => {
    const answer = await api().call('GET', { path: '/api/openapi.json' });
    const paths = (answer.body as unknown as { paths: Record<string, Record<string, ListOperation>> }).paths;
    const lists = [
      'userList',
      'userListByType',
      'companyManagementList',
      'companyListByType',
      'vacancyList',
      'candidateList',
    ] as const;
    for (const name of lists) {
      const operation = paths[endpoint(name).replace(/:(\w+)/g, '{$1}')]?.get;
      const format = operation?.parameters?.find((parameter) => parameter.name === 'format');
      expect(format, name).toMatchObject({ in: 'query', schema: { enum: ['json', 'xlsx', 'csv'] } });
      expect(operation?.description, name).toContain('text/csv');
      expect(operation?.description, name).toContain('spreadsheetml.sheet');
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

describeEachDatabase('security headers', (api) => {
  it('sends a content security policy that works over plain HTTP, and nosniff', async () => {
    const response = await fetch(new URL('/api/health', api().baseUrl));
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
