import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { FORM_LIMITS, UPLOAD_IMAGE_TYPES, UPLOAD_MAX_PIXELS } from '@contract/domain';
import { ApiError, badRequest } from './errors';
import type { Message } from './i18n';
import { hasUnstorableText } from './unstorable-text';
import { onFirstUse } from './on-first-use';
import type { MediaStore } from './storage/store';

/** Public URL prefix of stored files. */
export const MEDIA_PREFIX = '/media/';

/** A stored file no record refers to is removed once it is this old: an upload in flight is younger. */
export const ORPHAN_GRACE_MS = 15 * 60 * 1000;
/** How often the uploads' store is swept of orphans, beside the sweep at start. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

const imageTools = onFirstUse(async () => {
  const [{ default: sharp }, { fileTypeFromBuffer }] = await Promise.all([
    import('sharp'),
    import('file-type'),
  ]);
  // Every upload is a different image: libvips' operation cache would only hold on to their pixels.
  sharp.cache(false);
  return { sharp, fileTypeFromBuffer };
});

/** A form as the handlers see it: text fields, and the file fields that carried a file. */
interface FormInput {
  fields: Record<string, unknown>;
  files: Record<string, Buffer>;
}

/**
 * Reads a multipart form (or a JSON body, for clients that send no files). A form past a limit answers
 * 413 naming the limit, one the parser cannot read 400; fields arrive as strings, as multipart sends them.
 */
export async function readForm(request: FastifyRequest, fileFields: readonly string[]): Promise<FormInput> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: typeof body === 'object' && body !== null ? { ...body } : {}, files: {} };
  }
  if (!hasBoundary(request.headers['content-type'])) throw badRequest('api.malformed_request');
  const fields: Record<string, unknown> = {};
  const files: Record<string, Buffer> = {};
  let refused: ApiError | undefined;
  try {
    for await (const part of request.parts({ limits: FORM_LIMITS, fileHwm: PART_BUFFER_BYTES })) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (fileFields.includes(part.fieldname) && content.length > 0) files[part.fieldname] = content;
      } else {
        // The parser cuts an over-long name or value silently: such a form is refused, never stored cut.
        if (part.fieldnameTruncated) refused ??= badRequest('api.malformed_request');
        if (part.valueTruncated) refused ??= limit('api.field_too_long', FORM_LIMITS.fieldSize / 1024);
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw formFailure(error, request);
  }
  // Checked once every part is read: leaving parts unread would stall the upload stream.
  if (refused) throw refused;
  if (hasUnstorableText(fields)) throw badRequest('api.unstorable_text');
  return { fields, files };
}

/**
 * How much of a part the parser buffers before it waits for the part to be read. busboy stalls for ever
 * on a part it skips (one without a form-data disposition) when more than this arrives at once together
 * with the closing boundary; a socket delivers at most 64 KiB at a time, so 1 MiB is never reached.
 */
const PART_BUFFER_BYTES = 1024 * 1024;

/** RFC 2046: a multipart body is delimited by a boundary of 1 to 70 characters, named in its type. */
function hasBoundary(contentType: string | undefined): boolean {
  const match = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(contentType ?? '');
  const boundary = match?.[1] ?? match?.[2] ?? '';
  return boundary.length >= 1 && boundary.length <= 70;
}

const MIB = 1024 * 1024;
const limit = (key: Message['key'], max: number) => new ApiError(413, [{ key, params: { max } }]);

/**
 * The multipart parser's failures as answers: its limits by their codes (@fastify/multipart), the
 * file size as the parser counted it; anything else it throws (busboy's plain errors on a missing
 * boundary, a truncated part, garbage) means the body cannot be read.
 */
function formFailure(error: unknown, request: FastifyRequest): Error {
  if (error instanceof ApiError) return error;
  const failure = error as { code?: unknown; part?: { file?: { bytesRead?: unknown } } } | null;
  switch (failure?.code) {
    case 'FST_FILES_LIMIT':
      return limit('api.too_many_files', FORM_LIMITS.files);
    case 'FST_FIELDS_LIMIT':
      return limit('api.too_many_fields', FORM_LIMITS.fields);
    case 'FST_PARTS_LIMIT':
      return limit('api.too_many_parts', FORM_LIMITS.parts);
    case 'FST_REQ_FILE_TOO_LARGE': {
      // Truncated at the limit, the file reports the limit as its size.
      const bytes = failure?.part?.file?.bytesRead;
      if (typeof bytes === 'number' && bytes > 0)
        return limit('api.file_too_large', Number((bytes / MIB).toPrecision(3)));
      return error as Error;
    }
  }
  request.log.debug({ err: error }, 'unreadable multipart form');
  return badRequest('api.malformed_request');
}

export interface CheckedImage {
  content: Buffer;
  extension: string;
}

const PNG_END = Buffer.from('0000000049454e44ae426082', 'hex');
const GIF_END = Buffer.from('003b', 'hex');

/**
 * Accepts a PNG, JPEG, WebP or GIF (judged by its bytes, not its name or declared type) of at most
 * UPLOAD_MAX_PIXELS, every frame counted, that decodes in full. Only these four formats reach the decoder;
 * the pixel count is read from the header before a single pixel is decoded.
 */
export async function checkImage(content: Buffer): Promise<CheckedImage> {
  const { sharp, fileTypeFromBuffer } = await imageTools();
  const type = await fileTypeFromBuffer(content);
  if (!type || !(UPLOAD_IMAGE_TYPES as readonly string[]).includes(type.mime))
    throw badRequest('validation.image_type');
  const header = await sharp(content, { animated: true, limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!header) throw badRequest('api.image_unreadable');
  const frames = header.pages ?? 1;
  const pixels = header.width * (header.pageHeight ?? header.height) * frames;
  if (pixels > UPLOAD_MAX_PIXELS)
    throw badRequest('api.image_too_many_pixels', { max: UPLOAD_MAX_PIXELS / 1_000_000 });
  if (`image/${header.format}` !== type.mime || !(await decodes(content, type.mime)))
    throw badRequest('api.image_unreadable');
  return { content, extension: type.ext };
}

/**
 * Whether every pixel of every frame decodes. libpng stops reading once the pixels are in and libnsgif
 * shows a cut-off last frame, so a PNG must also carry its IEND chunk and a GIF end on its trailer.
 */
async function decodes(content: Buffer, mime: string): Promise<boolean> {
  if (mime === 'image/png' && !content.includes(PNG_END)) return false;
  if (mime === 'image/gif' && !content.subarray(-GIF_END.length).equals(GIF_END)) return false;
  const { sharp } = await imageTools();
  const image = sharp(content, { animated: true, failOn: 'error', limitInputPixels: UPLOAD_MAX_PIXELS });
  return image.stats().then(
    () => true,
    () => false,
  );
}

/** What the uploads' store needs to know of the database: which of some files are in use, and all that are. */
interface MediaReferences {
  inUse(urls: readonly string[]): Promise<Set<string>>;
  referenced(): Promise<Set<string>>;
}

/** The names `store` gives: a random UUID and the image's extension. */
const STORED_NAME = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}\.[a-z]+$/;

/**
 * Stores files under server-made names, and removes one once no record refers to it any more
 * (`inUse` asks the database), so a file shared by several records outlives the first deletion.
 */
export function createUploads(files: MediaStore, media: MediaReferences) {
  return {
    /** Where the files are: the uploads folder or a bucket. */
    files,
    async store(image: CheckedImage): Promise<string> {
      const name = `${randomUUID()}.${image.extension}`;
      await files.save(name, image.content);
      return `${MEDIA_PREFIX}${name}`;
    },
    /** Stores the image (if any) for a write, and removes it again when the write fails. */
    async storeFor<T>(
      image: CheckedImage | undefined,
      write: (url: string | null) => Promise<T>,
    ): Promise<T> {
      const url = image ? await this.store(image) : null;
      try {
        return await write(url);
      } catch (error) {
        await this.remove(url);
        throw error;
      }
    },
    async remove(url: string | null | undefined): Promise<void> {
      if (!url) return;
      const failure = (await this.removeEach([url])).get(url);
      if (failure !== undefined) throw failure;
    },
    /**
     * Removes each stored file of `urls` that no record refers to, the database asked once for all of them;
     * answers the removals that failed, by URL, with their errors (the others are done or not needed).
     */
    async removeEach(urls: readonly string[]): Promise<Map<string, unknown>> {
      const stored = [...new Set(urls.filter((url) => url.startsWith(MEDIA_PREFIX)))];
      const inUse = await media.inUse(stored);
      const failed = new Map<string, unknown>();
      for (const url of stored.filter((each) => !inUse.has(each))) {
        await files.remove(url.slice(MEDIA_PREFIX.length)).catch((error: unknown) => failed.set(url, error));
      }
      return failed;
    },
    /**
     * Removes the stored files that no record refers to and that are older than ORPHAN_GRACE_MS: those of
     * requests that died between storing and writing. Only names `store` made are touched (the demo's
     * media and anything put there by hand are left alone). Answers the names removed.
     */
    async sweep(now: number = Date.now()): Promise<string[]> {
      const old: string[] = [];
      for await (const file of files.list()) {
        if (!STORED_NAME.test(file.name)) continue;
        const modified = await file.modified();
        if (modified && modified.getTime() < now - ORPHAN_GRACE_MS) old.push(file.name);
      }
      if (old.length === 0) return [];
      // Read after the listing: a file stored meanwhile is too young, one referenced meanwhile is kept.
      const referenced = await media.referenced();
      const orphans = old.filter((name) => !referenced.has(`${MEDIA_PREFIX}${name}`));
      await Promise.all(orphans.map((name) => files.remove(name)));
      return orphans;
    },
  };
}

export type Uploads = ReturnType<typeof createUploads>;

/**
 * Sweeps the uploads' store now and every SWEEP_INTERVAL_MS, logging what it removed. `stop` ends the
 * timer and waits for a sweep under way, so that the database can be closed after it.
 */
export function sweepPeriodically(uploads: Uploads, log: FastifyBaseLogger) {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(() =>
      uploads.sweep().then(
        (removed) => {
          if (removed.length > 0) log.info({ removed }, 'removed orphaned uploads');
        },
        (error: unknown) => log.warn({ err: error }, 'sweeping the uploads failed'),
      ),
    );
  };
  run();
  const timer = setInterval(run, SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
