import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DATA_EXPORT_ENTRIES } from '@contract/data-export-paths';
import { zipStream, type ZipEntry } from '../export/zip';
import type { Context } from '../platform/context';
import { holdLongResponse } from '../platform/long-response';
import type { MediaStore } from '../platform/storage/store';
import { MEDIA_PREFIX } from '../platform/uploads';

/** A stored column whose value is derived from others (a list's sort key, a search fold): not data of its own. */
const DERIVED = /_(key|fold)$/;

/** A row's own columns, as the database holds them, without the derived ones and those named in `omit`. */
export function storedFields<R extends object>(
  row: R,
  omit: readonly string[] = [],
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).filter(([column]) => !DERIVED.test(column) && !omit.includes(column)),
  );
}

/** A field of the record that names a file: its column, and the file's name in the archive (`resume`). */
export interface FileField {
  field: string;
  label: string;
  url: string | null;
}

/** Where a field's file is: its stored value, and its path in the archive (null: a link elsewhere, or gone). */
interface FileListing {
  field: string;
  stored_as: string;
  in_archive: string | null;
}

/** The archive's name of a stored file: its label and the stored name's extension (`files/resume.pdf`). */
function archivePath(label: string, stored: string): string {
  const extension = path.extname(stored).toLowerCase();
  return `${DATA_EXPORT_ENTRIES.files}${label}${/^\.[a-z0-9]{1,10}$/.test(extension) ? extension : ''}`;
}

/**
 * The archive's entries: each stored file byte for byte, then the JSON document, which lists where each file
 * went (written last, so that it says which files were there when the archive was made). Files on another
 * site (a link) are listed, not fetched.
 */
async function* archiveEntries(
  files: MediaStore,
  documentPath: string,
  document: (files: FileListing[]) => object,
  fields: readonly FileField[],
): AsyncGenerator<ZipEntry> {
  const listing: FileListing[] = [];
  for (const { field, label, url } of fields) {
    if (url === null) continue;
    const item: FileListing = { field, stored_as: url, in_archive: null };
    listing.push(item);
    if (!url.startsWith(MEDIA_PREFIX)) continue;
    const entryPath = archivePath(label, url);
    yield {
      path: entryPath,
      open: async () => {
        const stream = await files.open(url.slice(MEDIA_PREFIX.length));
        if (stream) item.in_archive = entryPath;
        return stream;
      },
    };
  }
  const text = JSON.stringify({ exported_at: new Date().toISOString(), ...document(listing) }, null, 2);
  yield { path: documentPath, content: new TextEncoder().encode(`${text}\n`) };
}

/** What one archive holds: its file name, its JSON document's name and content, and the record's files. */
export interface Archive {
  fileName: string;
  documentPath: string;
  document(files: FileListing[]): object;
  files: readonly FileField[];
}

/**
 * Sends the archive as a download streamed as the client takes it: a long-lived answer (one of the caller's
 * download slots, cut when the client stops reading), never kept by a cache.
 */
export async function sendArchive(
  ctx: Context,
  request: FastifyRequest,
  reply: FastifyReply,
  archive: Archive,
) {
  await holdLongResponse(request, reply, {
    slots: ctx.downloads,
    sendTimeout: ctx.config.SEND_TIMEOUT,
    busy: 'api.too_many_downloads',
  });
  const zip = zipStream(
    archiveEntries(ctx.uploads.files, archive.documentPath, archive.document, archive.files),
  );
  zip.once('error', (error) => request.log.warn({ err: error }, 'data export ended before its last file'));
  return reply
    .type('application/zip')
    .header('content-disposition', `attachment; filename="${archive.fileName}"`)
    .header('cache-control', 'no-store')
    .send(zip);
}
