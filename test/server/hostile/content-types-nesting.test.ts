/**
 * Hostile bodies on every call of the contract, over raw HTTP: JSON nested thousands of levels deep, any
 * content type with JSON, form, multipart, random or big bodies, and bodies that are not JSON at all. Every
 * case asserts what the other files of this folder do: below 500, the {status, response} envelope, and no
 * change of stored data on a refusal.
 *
 * Cases per engine and run: RUNS.deepNesting + RUNS.contentTypes (2,800), two per call (6,000 levels of
 * nesting) and six bodies that are not JSON.
 */
import type { ApiPathName } from '@contract/paths';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../harness';
import { anyAuth, type Auth } from './auth';
import { BOUNDARY, buildForm } from './forms';
import { bodyOf, jsonBody, jsonBytes, type JsonBody } from './json-bodies';
import { BIG_BODIES, BIG_FILES, Deep, Named } from './recipes';
import { ROUTES } from './routes';
import { BOUNDED, RUNS } from './runs';
import { label, type Shot } from './shot';
import { HOSTILE_ENV, hostileCases } from './suite';
import { encode } from './urls';

describeEachDatabase(
  'hostile input: content types, sizes and deep nesting',
  (api) => {
    const { judge, pathFor, expectFine, methodOf } = hostileCases(api);

    it('never answers 5xx to JSON nested thousands of levels deep, in any place of the body', async () => {
      const deep = fc.oneof(
        fc.constant(new Deep(6_000, 'array', true)),
        fc
          .record({
            depth: fc.oneof(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1_000, max: 20_000 })),
            shape: fc.constantFrom('array' as const, 'object' as const, 'mixed' as const),
            closed: fc.boolean(),
          })
          .map(({ depth, shape, closed }) => new Deep(depth, shape, closed)),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...ROUTES),
          deep,
          fc.constantFrom('whole body', 'field value', 'inside a list'),
          fc.oneof(fc.constantFrom<Auth>('admin', 'none'), anyAuth),
          async (name, nested, place, auth) => {
            const text = String(nested);
            const body = {
              'whole body': text,
              'field value': `{"email":${text},"vacancy_package":${text}}`,
              'inside a list': `[1,${text}]`,
            }[place];
            await expectFine({
              method: methodOf(name),
              path: pathFor(name, {}),
              auth,
              contentType: 'application/json',
              body: Buffer.from(body),
            });
          },
        ),
        { numRuns: RUNS.deepNesting, ...BOUNDED },
      );
    }, 360_000);

    it('answers 6,000 levels of nesting (12 KB) on every call, with and without a token, below 500', async () => {
      const body = Buffer.from(String(new Deep(6_000, 'array', true)));
      const problems: string[] = [];
      for (const name of ROUTES) {
        for (const auth of ['admin', 'none'] as const) {
          const shot: Shot = {
            method: methodOf(name),
            path: pathFor(name, {}),
            auth,
            contentType: 'application/json',
            body,
          };
          problems.push(
            ...(await judge().problems(shot)).map((problem) => `${label(shot)} (${auth}): ${problem}`),
          );
        }
      }
      expect(problems).toEqual([]);
    }, 120_000);

    it('never answers 5xx nor changes data on refusal: assorted content types, bodies and sizes', async () => {
      const CONTENT_TYPES = [
        undefined,
        'application/json',
        'application/json; charset=utf-8',
        'application/json;charset=UTF-16',
        'application/json; charset=latin1',
        'application/json; charset="utf-8"',
        'APPLICATION/JSON',
        'application/json; charset=utf-8; charset=latin1',
        'application/vnd.api+json',
        'text/json',
        'text/plain',
        'text/plain; charset=utf-8',
        'text/html',
        'application/x-www-form-urlencoded',
        'application/x-www-form-urlencoded; charset=utf-8',
        'multipart/form-data',
        'multipart/form-data; boundary=',
        `multipart/form-data; boundary=${BOUNDARY}`,
        'application/octet-stream',
        'image/png',
        '*/*',
        ';',
        '/',
        'garbage',
        'ÿÿ/ÿÿ',
      ];
      type Raw =
        | { json: JsonBody }
        | { form: JsonBody }
        | { multipartJson: JsonBody }
        | { bytes: Uint8Array }
        | { jsonWithBytes: Uint8Array }
        | Named;
      const raw: fc.Arbitrary<Raw> = fc.oneof(
        { weight: 3, arbitrary: jsonBody.map((json) => ({ json })) },
        { weight: 2, arbitrary: jsonBody.map((form) => ({ form })) },
        { weight: 2, arbitrary: jsonBody.map((multipartJson) => ({ multipartJson })) },
        { weight: 2, arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => ({ bytes })) },
        {
          weight: 1,
          arbitrary: fc
            .uint8Array({ minLength: 1, maxLength: 20 })
            .map((jsonWithBytes) => ({ jsonWithBytes })),
        },
        { weight: 1, arbitrary: fc.constantFrom(...BIG_BODIES, ...BIG_FILES) },
      );
      const bytesOf = (name: ApiPathName, body: Raw): Buffer => {
        if (body instanceof Named) return body.content;
        if ('bytes' in body) return Buffer.from(body.bytes);
        if ('jsonWithBytes' in body)
          return Buffer.concat([Buffer.from('{"email":"'), body.jsonWithBytes, Buffer.from('"}')]);
        if ('json' in body) return jsonBytes(bodyOf(name, body.json, judge().scene));
        const value = bodyOf(name, 'form' in body ? body.form : body.multipartJson, judge().scene);
        const entries =
          typeof value === 'object' && value !== null ? Object.entries(value) : [['value', value]];
        if ('form' in body)
          return Buffer.from(
            entries
              .map(
                ([key, item]) =>
                  `${encode(String(key), 'utf8')}=${encode(JSON.stringify(item) ?? '', 'utf8')}`,
              )
              .join('&'),
          );
        return buildForm(
          {
            boundary: 'ok',
            ending: 'closed',
            preamble: false,
            withValidForm: false,
            parts: [{ name: 'json', file: false, content: JSON.stringify(value) ?? '', header: 'plain' }],
          },
          [],
        ).body;
      };
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...ROUTES),
          fc.oneof(
            { weight: 4, arbitrary: fc.constant('its own') },
            { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'DELETE', 'PATCH', 'OPTIONS') },
          ),
          fc.constantFrom(...CONTENT_TYPES),
          raw,
          anyAuth,
          async (name, method, contentType, body, auth) => {
            await expectFine({
              method: method === 'its own' ? methodOf(name) : method,
              path: pathFor(name, {}),
              auth,
              contentType,
              body: bytesOf(name, body),
            });
          },
        ),
        { numRuns: RUNS.contentTypes, ...BOUNDED },
      );
    }, 360_000);

    it('answers 400 with a readable message to bodies that are not JSON at all', async () => {
      for (const raw of ['{', 'null', '[]', '"text"', '{"email":1}{', '\u0000']) {
        const response = await fetch(new URL('/api/account-api/user-register-view/', api().baseUrl), {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${judge().scene.accounts.admin.token}`,
          },
          body: raw,
        });
        expect(response.status).toBe(400);
        const answer = (await response.json()) as { status: number; response: string[] };
        expect(answer.status).toBe(400);
        expect(answer.response[0]).toMatch(/\w/);
      }
    });
  },
  HOSTILE_ENV,
);
