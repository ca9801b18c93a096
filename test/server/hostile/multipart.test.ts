/**
 * Hostile multipart forms on the upload calls, over raw HTTP: malformed shapes (boundaries, endings, part
 * headers, big files) and crowded ones (more files, fields or parts than the server takes, overlong fields).
 * Every case asserts what the other files of this folder do: below 500, the {status, response} envelope, and
 * no change of stored data on a refusal.
 *
 * Cases per engine and run: RUNS.multipartShapes + RUNS.multipartLimits (3,200).
 */
import fc from 'fast-check';
import { it } from 'vitest';
import { shared } from '../../../i18n';
import { describeEachDatabase } from '../harness';
import { anyAuth, type Auth } from './auth';
import { crowdedShape, formShape } from './form-shapes';
import { buildForm } from './forms';
import { BOUNDED, RUNS } from './runs';
import type { Shot } from './shot';
import { HOSTILE_ENV, hostileCases } from './suite';
import { segmentOf } from './urls';

/** The start of the upload-too-large message, which only a file over the limit may earn. */
const FILE_TOO_LARGE = shared.english.api.file_too_large.split('%{')[0] ?? '';

describeEachDatabase(
  'hostile input: multipart shapes and limits',
  (api) => {
    const { judge, pathFor, expectFine, methodOf, multipartRoutes } = hostileCases(api);

    it('never answers 5xx nor changes data on refusal: malformed multipart forms on the upload calls', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...multipartRoutes()),
          segmentOf(false),
          formShape,
          fc.oneof({ weight: 4, arbitrary: fc.constant<Auth>('admin') }, { weight: 1, arbitrary: anyAuth }),
          async (name, id, shape, auth) => {
            const form = buildForm(shape, judge().scene.forms[name] ?? []);
            await expectFine({
              method: methodOf(name),
              path: pathFor(name, { id }),
              auth,
              contentType: form.contentType,
              body: form.body,
            });
          },
        ),
        { numRuns: RUNS.multipartShapes, ...BOUNDED },
      );
    }, 360_000);

    it('answers too many files, fields or parts, duplicates and overlong fields below 500, and not as a too-large file', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...multipartRoutes()),
          fc.nat(),
          crowdedShape,
          async (name, id, shape) => {
            const form = buildForm(shape, judge().scene.forms[name] ?? []);
            const shot: Shot = {
              method: methodOf(name),
              path: pathFor(name, { id: { known: id } }),
              auth: 'admin',
              contentType: form.contentType,
              body: form.body,
            };
            await expectFine(shot, (reply) =>
              reply.text.includes(FILE_TOO_LARGE) ? [`answered ${reply.status}: ${reply.text}`] : [],
            );
          },
        ),
        { numRuns: RUNS.multipartLimits, ...BOUNDED },
      );
    }, 360_000);
  },
  HOSTILE_ENV,
);
