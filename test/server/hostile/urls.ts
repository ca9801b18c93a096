/**
 * Paths and query strings, percent-encoded in several ways, and request heads HTTP does not allow: the parts of
 * a request before its body.
 */
import { API_PATHS, type ApiPathName } from '@contract/paths';
import { TIMELINE_SUBJECTS } from '../../../server/history/routes';
import { API_PREFIX } from '../../../server/platform/routes';
import fc from 'fast-check';
import { Long } from './recipes';
import type { Scene } from './scene';
import { hostileKey, shortText } from './values';

/** utf8: proper; wtf8: lone surrogates as their own (invalid) three bytes. */
type Encoding = 'utf8' | 'wtf8';
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

const percent = (bytes: Uint8Array) =>
  [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

function encodeChar(char: string, encoding: Encoding): string {
  if (UNRESERVED.test(char)) return char;
  const point = char.codePointAt(0) ?? 0;
  if (encoding === 'wtf8' && point >= 0xd800 && point <= 0xdfff) {
    return percent(Uint8Array.of(0xe0 | (point >> 12), 0x80 | ((point >> 6) & 0x3f), 0x80 | (point & 0x3f)));
  }
  return percent(Buffer.from(char, 'utf8'));
}

export const encode = (text: string | Long, encoding: Encoding) =>
  [...String(text)].map((char) => encodeChar(char, encoding)).join('');

/** Texts for URLs: short ones, and long ones that together still fit Node's 16 KiB request head. */
const urlText = fc.oneof(
  { weight: 12, arbitrary: shortText },
  {
    weight: 1,
    arbitrary: fc.constantFrom(new Long('a', 256), new Long('\u202E', 100), new Long('x', 1_000)),
  },
);

/** A path segment: a valid value (the n-th known one), a text in one of the encodings, or escapes as sent. */
export type Segment = { known: number } | { text: string | Long; encoding: Encoding } | { raw: string };
const RAW_SEGMENTS = [
  '%',
  '%zz',
  '%00',
  '%C0%80',
  '%FF',
  '%ED%A0%80',
  '%E2%80%AE',
  '%F0%9F',
  '..',
  '%2e%2e',
  '%2F',
  '%252F',
  ';',
  '%3F',
  '%23',
  '%20',
  '+',
];

/** A segment of a path: valid ones only (`hostile` false) for the cases about something else. */
export function segmentOf(hostile: boolean): fc.Arbitrary<Segment> {
  const parts: fc.WeightedArbitrary<Segment>[] = [
    { weight: 4, arbitrary: fc.nat().map((known) => ({ known })) },
    { weight: 1, arbitrary: fc.uuid().map((text) => ({ text, encoding: 'utf8' as const })) },
    {
      weight: 3,
      arbitrary: fc.record({
        text: hostile ? urlText : shortText,
        encoding: hostile ? fc.constantFrom<Encoding>('utf8', 'wtf8') : fc.constant<Encoding>('utf8'),
      }),
    },
  ];
  if (hostile) parts.push({ weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((raw) => ({ raw })) });
  return fc.oneof(...parts);
}

const PARAMS = ['id', 'type', 'status', 'kind', 'lang', 'token', 'expire'] as const;
export const segmentsOf = (hostile: boolean) =>
  fc.record(Object.fromEntries(PARAMS.map((key) => [key, segmentOf(hostile)])), { requiredKeys: [] });

/** Values a :param takes in a valid call: the ids of records of the call's kind, the list types, languages. */
function knownOf(name: ApiPathName, key: string, scene: Scene): readonly string[] {
  if (key === 'type' || key === 'status') return ['all', 'active', 'inactive', 'pending'];
  if (key === 'lang') return ['english', 'german'];
  if (key === 'expire') return ['9999999999', '0'];
  if (key === 'token') return ['x'];
  if (key === 'kind') return TIMELINE_SUBJECTS;
  if (name === 'recordHistory') return scene.histories;
  // A note's update and delete name the note; its list and create name its candidate.
  const isNote = name === 'candidateNoteUpdate' || name === 'candidateNoteDelete';
  const kind =
    scene.kinds[name] ??
    (isNote
      ? 'note'
      : (['user', 'company', 'vacancy', 'candidate'] as const).find((prefix) => name.startsWith(prefix)));
  return (name.endsWith('Delete') ? scene.spare : scene.targets)[kind ?? 'user'] ?? [];
}

function writeSegment(segment: Segment, known: readonly string[]): string {
  if ('raw' in segment) return segment.raw;
  if ('known' in segment) return encode(known[segment.known % known.length] ?? 'x', 'utf8');
  return encode(segment.text, segment.encoding) || 'x';
}

/** The path of a call with its :params filled; a param without a segment gets 'x'. */
export function pathOf(name: ApiPathName, segments: Partial<Record<string, Segment>>, scene: Scene): string {
  return `${API_PREFIX}${API_PATHS[name].replace(/:(\w+)/g, (_, key: string) => {
    const segment = segments[key];
    return segment ? writeSegment(segment, knownOf(name, key, scene)) : 'x';
  })}`;
}

interface Query {
  pairs: [string, string | Long][];
  encoding: Encoding;
  raw: string | null;
}
const RAW_QUERIES = [
  '&&&',
  '=',
  '==',
  'search',
  'search[]=1',
  'page=1&page=2',
  '%',
  '%zz=1',
  'a=%FF',
  '?',
  // A list's export (issue 12), with whatever hostile filters and search the pairs bring.
  'format=csv',
  'format=xlsx',
  'format=csv&format=json',
];
export const queryOf = (hostile: boolean): fc.Arbitrary<Query> =>
  fc.record({
    pairs: fc.array(fc.tuple(hostileKey, hostile ? urlText : shortText), { maxLength: 5 }),
    encoding: hostile ? fc.constantFrom<Encoding>('utf8', 'wtf8') : fc.constant<Encoding>('utf8'),
    raw: hostile ? fc.option(fc.constantFrom(...RAW_QUERIES), { freq: 4 }) : fc.constant(null),
  });

export function writeQuery(query: Query): string {
  const pairs = query.pairs.map(
    ([key, value]) => `${encode(key, query.encoding)}=${encode(value, query.encoding)}`,
  );
  const text = [...pairs, ...(query.raw === null ? [] : [query.raw])].join('&');
  return text ? `?${text}` : '';
}

/**
 * A request head HTTP does not allow or Node does not take: unescaped bytes 0x7F-0xFF in the path or query,
 * or a head over Node's 16 KiB (a long path, query or header).
 */
interface BadHead {
  where: 'path' | 'query' | 'header';
  text: string | Long;
}
export const badHead: fc.Arbitrary<BadHead> = fc.record({
  where: fc.constantFrom('path', 'query', 'header'),
  text: fc.oneof(
    fc
      .array(fc.oneof(fc.integer({ min: 0x7f, max: 0xff }), fc.integer({ min: 0x61, max: 0x7a })), {
        minLength: 1,
        maxLength: 8,
      })
      .map((codes) => String.fromCharCode(...codes)),
    fc.constantFrom(new Long('x', 20_000), new Long('Ä', 9_000)),
  ),
});
