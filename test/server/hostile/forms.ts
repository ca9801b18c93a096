/** Multipart bodies, built byte by byte so that any shape can be sent: well-formed, broken or cut off. */
import { DECLARED } from '../declared';
import { type Deep, type Long, Named } from './recipes';
import { encode } from './urls';
import { FIELD_NAMES } from './values';

export const BOUNDARY = 'hostile-boundary-7MA4YWxkTrZu0gW';
/** The image fields the declared resources take. */
export const FILE_FIELDS = DECLARED.flatMap((resource) => (resource.image ? [resource.image] : []));

export type PartContent = string | Long | Uint8Array | Named | Deep;
export type PartHeader =
  'plain' | 'no disposition' | 'no name' | 'unquoted name' | 'utf-8 filename' | 'long header';
export interface FormPart {
  name: string;
  file: boolean;
  content: PartContent;
  header: PartHeader;
}
export type Boundary = 'ok' | 'quoted' | 'missing' | 'empty' | 'mismatch' | 'too long' | 'mixed';
export type Ending =
  'closed' | 'no closing boundary' | 'cut in a part' | 'cut in the headers' | 'garbage after' | 'LF only';
export interface FormShape {
  boundary: Boundary;
  ending: Ending;
  preamble: boolean;
  /** The call's own valid fields (and image) come first, so that a shape can also succeed. */
  withValidForm: boolean;
  parts: FormPart[];
}

const LONG_BOUNDARY = 'b'.repeat(200);
export const FORM_FIELD_NAMES = [...FIELD_NAMES, ...FILE_FIELDS];

function contentBytes(content: PartContent): Buffer {
  if (content instanceof Named) return content.content;
  if (content instanceof Uint8Array) return Buffer.from(content);
  return Buffer.from(String(content), 'utf8');
}

function partHead(part: FormPart, eol: string): string {
  const file = part.file ? '; filename="upload.png"' : '';
  const type = part.file ? `${eol}Content-Type: image/png` : '';
  const disposition = {
    plain: `Content-Disposition: form-data; name="${part.name}"${file}`,
    'no disposition': 'Content-Type: text/plain',
    'no name': `Content-Disposition: form-data${file}`,
    'unquoted name': `Content-Disposition: form-data; name=${part.name}${file}`,
    'utf-8 filename': `Content-Disposition: form-data; name="${part.name}"; filename*=UTF-8''%E2%80%AE${encode(part.name, 'wtf8')}`,
    'long header': `Content-Disposition: form-data; name="${part.name}"${file}${eol}X-Padding: ${'p'.repeat(9_000)}`,
  }[part.header];
  return `${disposition}${type}${eol}${eol}`;
}

/** The Content-Type header and the body bytes of a form shape. */
export function buildForm(shape: FormShape, valid: FormPart[]): { contentType: string; body: Buffer } {
  const boundary = shape.boundary === 'too long' ? LONG_BOUNDARY : BOUNDARY;
  const eol = shape.ending === 'LF only' ? '\n' : '\r\n';
  const chunks: Buffer[] = [];
  if (shape.preamble) chunks.push(Buffer.from(`preamble \u0000 text${eol}`));
  for (const part of [...(shape.withValidForm ? valid : []), ...shape.parts]) {
    chunks.push(Buffer.from(`--${boundary}${eol}${partHead(part, eol)}`), contentBytes(part.content));
    chunks.push(Buffer.from(eol));
  }
  let body = Buffer.concat(chunks);
  if (shape.ending === 'cut in a part') body = body.subarray(0, Math.floor(body.length * 0.6));
  else if (shape.ending === 'cut in the headers')
    body = Buffer.concat([body, Buffer.from(`--${boundary}${eol}Content-Dis`)]);
  else if (shape.ending !== 'no closing boundary')
    body = Buffer.concat([body, Buffer.from(`--${boundary}--${eol}`)]);
  if (shape.ending === 'garbage after')
    body = Buffer.concat([body, Buffer.from('\u0000garbage\r\n--', 'utf8')]);
  const contentType = {
    ok: `multipart/form-data; boundary=${boundary}`,
    quoted: `multipart/form-data; boundary="${boundary}"`,
    missing: 'multipart/form-data',
    empty: 'multipart/form-data; boundary=',
    mismatch: 'multipart/form-data; boundary=another-boundary',
    'too long': `multipart/form-data; boundary=${boundary}`,
    mixed: `multipart/mixed; boundary=${boundary}`,
  }[shape.boundary];
  return { contentType, body };
}
