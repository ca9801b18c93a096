/**
 * Shapes of multipart forms: any boundary, ending and parts with hostile contents and headers, or many
 * well-formed parts, more than the server takes.
 */
import fc from 'fast-check';
import { PNG_1X1 } from '../fixtures';
import {
  FILE_FIELDS,
  FORM_FIELD_NAMES,
  type Boundary,
  type Ending,
  type FormShape,
  type PartContent,
  type PartHeader,
} from './forms';
import { BIG_FILES, Deep, FIELD_LIMIT, Named } from './recipes';
import { hostileText, shortText } from './values';

const smallContent: fc.Arbitrary<PartContent> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 2, arbitrary: fc.uint8Array({ maxLength: 64 }) },
  { weight: 2, arbitrary: fc.constant(new Named('PNG 1x1', () => PNG_1X1)) },
  { weight: 1, arbitrary: fc.constant(new Deep(6_000, 'array', true)) },
);
const partOf = (content: fc.Arbitrary<PartContent>, header: fc.Arbitrary<PartHeader>) =>
  fc.record({
    name: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...FORM_FIELD_NAMES) },
      { weight: 1, arbitrary: shortText },
    ),
    file: fc.boolean(),
    content,
    header,
  });
export const formShape: fc.Arbitrary<FormShape> = fc.record({
  boundary: fc.oneof(
    { weight: 4, arbitrary: fc.constant<Boundary>('ok') },
    {
      weight: 3,
      arbitrary: fc.constantFrom<Boundary>('quoted', 'missing', 'empty', 'mismatch', 'too long', 'mixed'),
    },
  ),
  ending: fc.oneof(
    { weight: 4, arbitrary: fc.constant<Ending>('closed') },
    {
      weight: 3,
      arbitrary: fc.constantFrom<Ending>(
        'no closing boundary',
        'cut in a part',
        'cut in the headers',
        'garbage after',
        'LF only',
      ),
    },
  ),
  preamble: fc.boolean(),
  withValidForm: fc.boolean(),
  parts: fc.array(
    partOf(
      fc.oneof(
        { weight: 12, arbitrary: smallContent },
        { weight: 1, arbitrary: fc.constantFrom(...BIG_FILES) },
      ),
      fc.oneof(
        { weight: 6, arbitrary: fc.constant<PartHeader>('plain') },
        {
          weight: 1,
          arbitrary: fc.constantFrom<PartHeader>(
            'no disposition',
            'no name',
            'unquoted name',
            'utf-8 filename',
            'long header',
          ),
        },
      ),
    ),
    { maxLength: 6 },
  ),
});

/** Many well-formed parts: more files, fields or parts than the server takes, duplicates, overlong fields. */
export const crowdedShape: fc.Arbitrary<FormShape> = fc
  .record({
    files: fc.array(fc.constantFrom(...FILE_FIELDS, 'other_file'), { maxLength: 5 }),
    fields: fc.array(fc.constantFrom(...FORM_FIELD_NAMES.slice(0, 12), 'extra'), { maxLength: 45 }),
    overlong: fc.option(
      fc.constant(new Named('text field of 64 KiB + 1', () => Buffer.alloc(FIELD_LIMIT + 1, 'a'))),
    ),
    withValidForm: fc.boolean(),
  })
  .map(({ files, fields, overlong, withValidForm }): FormShape => ({
    boundary: 'ok',
    ending: 'closed',
    preamble: false,
    withValidForm,
    parts: [
      ...fields.map((name) => ({ name, file: false, content: 'text', header: 'plain' as const })),
      ...(overlong
        ? [{ name: 'company_name', file: false, content: overlong, header: 'plain' as const }]
        : []),
      ...files.map((name) => ({
        name,
        file: true,
        content: new Named('PNG 1x1', () => PNG_1X1),
        header: 'plain' as const,
      })),
    ],
  }));
