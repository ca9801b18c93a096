import net from 'node:net';
import { expect, it } from 'vitest';
import { ADMIN, describeEachDatabase, type TestApi } from './harness';

/** A client that announces a body of 100 bytes and sends 9, then keeps the connection open. */
function slowClient(api: TestApi, path: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(api.baseUrl);
  const socket = net.connect(Number(port), hostname);
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => undefined);
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  socket.write(
    [
      `POST ${path} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      ...Object.entries({ 'content-type': 'application/json', ...headers }).map(
        ([name, value]) => `${name}: ${value}`,
      ),
      'Content-Length: 100',
      'Accept-Language: de',
      '',
      '{"email":',
    ].join('\r\n'),
  );
  return { closed, socket };
}

describeEachDatabase(
  'a request body that does not arrive (BODY_TIMEOUT=1)',
  (api) => {
    it('answers 408 with a readable message and closes the connection', async () => {
      const { closed } = slowClient(api(), '/api/account-api/login/');
      const answer = await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toMatch(/connection: close/i);
      expect(answer).toContain(
        '{"status":408,"response":["Die Anfrage ist nicht rechtzeitig angekommen. Bitte versuchen Sie es erneut."]}',
      );
    });

    it('answers 408 to a multipart upload that stalls too', async () => {
      const token = await api().login(ADMIN.email, ADMIN.password);
      const { closed } = slowClient(api(), '/api/account-api/company-register-view/', {
        'content-type': 'multipart/form-data; boundary=x',
        authorization: `Bearer ${token}`,
      });
      expect(await closed).toMatch(/^HTTP\/1\.1 408 /);
      expect(await api().db.selectFrom('companies').select('id').execute()).toHaveLength(1);
    });

    it('keeps serving others while 200 slow clients hold connections, and frees every one of them', async () => {
      const clients = Array.from({ length: 200 }, () => slowClient(api(), '/api/account-api/login/'));
      const health = await api().call('GET', { path: '/api/health' });
      expect(health.status).toBe(200);
      const answers = await Promise.all(clients.map((client) => client.closed));
      for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(clients.every((client) => client.socket.destroyed)).toBe(true);
    });
  },
  { BODY_TIMEOUT: '1' },
);
