import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { failureHandler } from '../../server/platform/failures';

it.each([
  ['40P01', 'deadlock detected'],
  ['40001', 'could not serialize access due to concurrent update'],
])(
  'answers 409, not 500, when PostgreSQL ends a transaction that raced another (%s)',
  async (code, message) => {
    const app = Fastify();
    app.decorateRequest('language', 'english');
    app.setErrorHandler(failureHandler(1024));
    app.get('/raced', async () => {
      throw Object.assign(new Error(message), { code });
    });
    const answer = await app.inject('/raced');
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      status: 409,
      response: ['Another change to the same records got in the way; nothing was saved. Please try again.'],
    });
    await app.close();
  },
);

/** Failures as the drivers report them: node-postgres, better-sqlite3, the AWS SDK, Node's sockets and disks. */
const failure = (message: string, fields: Record<string, unknown>) =>
  Object.assign(new Error(message), fields);

it.each([
  ['a refused connection', failure('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' })],
  ['a connection exception', failure('connection failure', { code: '08006', severity: 'ERROR' })],
  ['an administrator ending the backend', failure('terminating connection', { code: '57P01' })],
  ['a server starting up', failure('the database system is starting up', { code: '57P03' })],
  ['no connection slots left', failure('too many clients already', { code: '53300' })],
  [
    'a database closed to connections',
    failure('not accepting connections', { code: '55000', severity: 'FATAL' }),
  ],
  ['a lost connection', failure('Connection terminated unexpectedly', {})],
  ['SQLite held past its busy timeout', failure('database is locked', { code: 'SQLITE_BUSY' })],
  ['a failing disk under SQLite', failure('disk I/O error', { code: 'SQLITE_IOERR_WRITE' })],
  ['a failing disk', failure('EIO: i/o error, write', { code: 'EIO' })],
  ['S3 failing itself', failure('We encountered an internal error', { $fault: 'server' })],
  ['S3 not answering in time', failure('socket timed out', { name: 'TimeoutError' })],
  ['Redis away', failure('Reached the max retries per request limit', { name: 'MaxRetriesPerRequestError' })],
])('answers 503 with Retry-After for %s', async (_title, error) => {
  const app = Fastify();
  app.decorateRequest('language', 'german');
  app.setErrorHandler(failureHandler(1024));
  app.get('/away', async () => {
    throw error;
  });
  const answer = await app.inject('/away');
  expect(answer.statusCode).toBe(503);
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  expect(answer.json()).toEqual({
    status: 503,
    response: ['Der Dienst ist kurz nicht erreichbar. Bitte versuchen Sie es gleich erneut.'],
  });
  await app.close();
});

it.each([
  ['a bug', new Error('Cannot read properties of undefined')],
  ['a syntax error', failure('syntax error at or near "SELEC"', { code: '42601', severity: 'ERROR' })],
  ['a table locked by its own statement', failure('database table is locked', { code: 'SQLITE_LOCKED' })],
  ['S3 refusing the credentials', failure('Access Denied', { $fault: 'client' })],
  ['a folder the server may not write', failure('EACCES: permission denied', { code: 'EACCES' })],
])('still answers 500 for %s: not an outage', async (_title, error) => {
  const app = Fastify();
  app.decorateRequest('language', 'english');
  app.setErrorHandler(failureHandler(1024));
  app.get('/broken', async () => {
    throw error;
  });
  expect((await app.inject('/broken')).statusCode).toBe(500);
  await app.close();
});
