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
