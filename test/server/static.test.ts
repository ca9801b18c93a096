import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAINTS_FILE, type PaintedRoute } from '../../server/platform/app-html';
import { startApi, type TestApi } from './harness';

/** index.html's inline script (the sign-in page's first paint picks its language with one). */
const FIRST_PAINT = "document.documentElement.setAttribute('data-boot', 'none')";

/** The other public pages' own HTML, each with its own inline script, as the build lists them in PAINTS_FILE. */
const PAINTED = [
  { file: 'forget-password.html', path: '^/forget-password/?$', script: 'window.page = "forget"' },
  {
    file: 'password-reset.html',
    path: '^/password-reset/[^/]+/[^/]+/[^/]+/?$',
    script: 'window.page = "reset"',
  },
];
const page = (title: string, script: string) =>
  `<!doctype html><title>${title}</title><script>${script}</script>`;
const sha256 = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

describe('serving the built app', () => {
  let api: TestApi | undefined;
  let appDir = '';
  const get = (urlPath: string) => fetch(new URL(urlPath, api?.baseUrl));

  beforeAll(async () => {
    appDir = await fs.mkdtemp(path.join(os.tmpdir(), 'recruit-app-'));
    await fs.mkdir(path.join(appDir, 'assets'));
    await fs.writeFile(
      path.join(appDir, 'index.html'),
      `${page('Recruit Admin', FIRST_PAINT)}<script type="module" src="/assets/index-abc123.js"></script>`,
    );
    for (const { file, script } of PAINTED) await fs.writeFile(path.join(appDir, file), page(file, script));
    const listed: PaintedRoute[] = PAINTED.map(({ file, path: paths }) => ({ file, path: paths }));
    await fs.writeFile(path.join(appDir, PAINTS_FILE), JSON.stringify(listed));
    await fs.writeFile(path.join(appDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    await fs.writeFile(path.join(appDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    api = await startApi('sqlite', { STATIC_DIR: appDir });
  });

  afterAll(async () => {
    await api?.close();
    await fs.rm(appDir, { recursive: true, force: true });
  });

  it('loads the app at every spec route, the emailed reset link included, never cached stale', async () => {
    for (const route of ['/', '/all-users', '/vacancy/details/all/abc/1', '/password-reset/u/t/1999999999']) {
      const response = await get(route);
      expect(response.status, route).toBe(200);
      expect(await response.text()).toContain('<title>');
      expect(response.headers.get('cache-control'), route).toBe('no-cache');
    }
  });

  it("answers each public page's paths with its own HTML (its first paint), every other route with index.html", async () => {
    for (const [route, title] of [
      ['/', 'Recruit Admin'],
      ['/all-users', 'Recruit Admin'],
      ['/forget-password', 'forget-password.html'],
      ['/Forget-Password/?next=1', 'forget-password.html'],
      ['/forget-password/more', 'Recruit Admin'],
      ['/password-reset/u/t/1999999999', 'password-reset.html'],
      ['/password-reset/u/t', 'Recruit Admin'],
    ] as const) {
      const response = await get(route);
      expect(await response.text(), route).toContain(`<title>${title}</title>`);
      expect(response.headers.get('content-encoding'), route).toMatch(/^(br|gzip)$/);
    }
  });

  it("allows the HTML files' inline scripts by their hashes, and no other inline script", async () => {
    const hashes = [FIRST_PAINT, ...PAINTED.map(({ script }) => script)].map(sha256);
    for (const route of ['/', '/all-users', '/forget-password']) {
      const policy = (await get(route)).headers.get('content-security-policy') ?? '';
      const scriptSources = /(?:^|;)script-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
      expect(scriptSources, route).toEqual(["'self'", ...hashes]);
    }
  });

  it('answers HEAD on a spec route as GET, without the page', async () => {
    for (const route of ['/', '/all-users', '/login']) {
      const response = await fetch(new URL(route, api?.baseUrl), { method: 'HEAD' });
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type'), route).toMatch(/^text\/html/);
      expect(await response.text(), route).toBe('');
    }
  });

  it('lets browsers keep hashed assets for a year', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('asks for the HTML afresh on every load, and keeps other files an hour', async () => {
    expect((await get('/index.html')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/favicon.svg')).headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers a chunk an earlier version named with 404, not with the app in its place', async () => {
    const response = await get('/assets/UserListPage-old456.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toMatch(/html/);
  });

  it('answers unknown API paths and media with the JSON envelope, not the app', async () => {
    // A file without a signed link is refused before anyone looks for it.
    for (const [route, status] of [
      ['/api/nothing-here/', 404],
      ['/media/missing.png', 403],
    ] as const) {
      const response = await get(route);
      expect(response.status, route).toBe(status);
      expect(((await response.json()) as { status: number }).status).toBe(status);
    }
  });
});
