/**
 * Hostile requests on every call of the contract, as property-based tests (fast-check) over raw HTTP: tokens,
 * JSON bodies, paths, queries and request heads that Node or HTTP refuse. Every case asserts that the answer
 * is below 500, is the {status, response} envelope with the HTTP status when it is JSON, and that a refusal
 * (anything but 200) left the stored data as it was. Bodies and forms are in the other files of this folder.
 *
 * Cases per engine and run: RUNS.authFirst + RUNS.jsonCalls + RUNS.badHeads (5,200).
 */
import { API_PATHS } from '@contract/paths';
import fc from 'fast-check';
import { it } from 'vitest';
import { describeEachDatabase } from '../harness';
import { anyAuth, invalidAuth } from './auth';
import { bodyOf, jsonBody, jsonBytes } from './json-bodies';
import { BIG_BODIES, Deep, Long } from './recipes';
import { PROTECTED_ROUTES, ROUTES } from './routes';
import { BOUNDED, RUNS } from './runs';
import type { Shot } from './shot';
import { HOSTILE_ENV, hostileCases } from './suite';
import { badHead, encode, queryOf, segmentsOf, writeQuery } from './urls';
import { LANGUAGES } from './values';

describeEachDatabase(
  'hostile input: tokens, JSON, paths, queries and request heads',
  (api) => {
    const { judge, pathFor, expectFine, methodOf } = hostileCases(api);

    it('answers 401 to every protected call without a valid token, whatever else the request carries', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...PROTECTED_ROUTES),
          segmentsOf(false),
          queryOf(false),
          fc.oneof(
            jsonBody.map((json) => ({ json })),
            fc.constantFrom(new Deep(6_000, 'array', true), ...BIG_BODIES),
          ),
          invalidAuth,
          async (name, segments, query, body, auth) => {
            const bytes =
              'json' in body
                ? jsonBytes(bodyOf(name, body.json, judge().scene))
                : body instanceof Deep
                  ? Buffer.from(String(body))
                  : body.content;
            const shot: Shot = {
              method: methodOf(name),
              path: pathFor(name, segments) + writeQuery(query),
              auth,
              contentType: 'application/json',
              body: bytes,
            };
            await expectFine(shot, (reply) =>
              reply.status === 401 ? [] : [`answered ${reply.status}, not 401`],
            );
          },
        ),
        { numRuns: RUNS.authFirst, ...BOUNDED },
      );
    }, 360_000);

    it('never answers 5xx nor changes data on refusal: hostile JSON, paths, queries and tokens on every call', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...ROUTES),
          segmentsOf(true),
          queryOf(true),
          jsonBody,
          anyAuth,
          fc.constantFrom(...LANGUAGES),
          async (name, segments, query, body, auth, language) => {
            const method = methodOf(name);
            const withBody = method !== 'GET';
            await expectFine({
              method,
              path: pathFor(name, segments) + writeQuery(query),
              auth,
              language,
              contentType: withBody ? 'application/json' : undefined,
              body: withBody ? jsonBytes(bodyOf(name, body, judge().scene)) : undefined,
            });
          },
        ),
        { numRuns: RUNS.jsonCalls, ...BOUNDED },
      );
    }, 360_000);

    it('answers request heads that Node or HTTP refuse (raw bytes, over 16 KiB) in the envelope', async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...ROUTES), badHead, anyAuth, async (name, head, auth) => {
          const text = head.text instanceof Long ? encode(head.text, 'utf8') : String(head.text);
          const inPath = pathFor(name, { id: { raw: text }, type: { raw: text }, status: { raw: text } });
          const shot: Shot = {
            method: methodOf(name),
            path: {
              path: /:\w/.test(API_PATHS[name]) ? inPath : `${inPath}${text}/`,
              query: `${pathFor(name, {})}?search=${text}`,
              header: pathFor(name, {}),
            }[head.where],
            // The client itself refuses DEL in a header value.
            headers: head.where === 'header' ? { 'x-hostile': text.replace(/\x7f/g, '~') } : {},
            auth,
          };
          await expectFine(shot);
        }),
        { numRuns: RUNS.badHeads, ...BOUNDED },
      );
    }, 360_000);
  },
  HOSTILE_ENV,
);
