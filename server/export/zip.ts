import { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** One file of an archive: a document made in memory, or a stored file read as it goes into the archive. */
export type ZipEntry =
  | { path: string; content: Uint8Array }
  /** `open` is asked only when the entry's turn comes; undefined (no such file) leaves the entry out. */
  | { path: string; open(): Promise<AsyncIterable<Uint8Array> | undefined> };

/**
 * A ZIP archive of the entries, written as the client takes it (fflate's streaming Zip): the next chunk of a
 * stored file is read only once the previous one is on its way, so that a large video never sits in memory.
 * Documents are deflated; stored files (pictures, videos, PDFs: compressed already) go in as they are. A source
 * that fails midway fails the stream, and with it the download: a cut archive is never passed off as whole.
 */
export function zipStream(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>): Readable {
  return Readable.from(zipChunks(entries), { objectMode: false, highWaterMark: 1 });
}

async function* zipChunks(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>): AsyncGenerator<Uint8Array> {
  const written: Uint8Array[] = [];
  let failure: Error | null = null;
  // fflate hands over each piece of the archive at once, as the entry is pushed.
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else written.push(chunk);
  });
  const taken = () => {
    if (failure) throw failure;
    return written.splice(0);
  };
  for await (const entry of entries) {
    if ('content' in entry) {
      const document = new ZipDeflate(entry.path, { level: 6 });
      zip.add(document);
      document.push(entry.content, true);
      yield* taken();
      continue;
    }
    const source = await entry.open();
    if (!source) continue;
    const file = new ZipPassThrough(entry.path);
    zip.add(file);
    for await (const chunk of source) {
      file.push(chunk);
      yield* taken();
    }
    file.push(new Uint8Array(0), true);
    yield* taken();
  }
  zip.end();
  yield* taken();
}
