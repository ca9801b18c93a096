import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import send from '@fastify/send';
import { pinnedByBackup } from './backup-pin';
import type { MediaStore, StoredFile } from './store';

/** The uploads folder inside DATA_DIR: the default store, and the one a backup reads without S3_BUCKET. */
export const localUploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/**
 * Files in a folder. Reads are answered by @fastify/send, the engine of @fastify/static that served this
 * folder before, so that Range, If-Range, conditional requests, ETag and Content-Type stay as they were.
 */
export function localStore(dir: string): MediaStore {
  // Made at once, so that /api/ready finds it before the first upload.
  fsSync.mkdirSync(dir, { recursive: true });
  const file = (name: string) => path.join(dir, name);
  return {
    async save(name, content) {
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(file(name), content);
    },
    async copy(from, to) {
      try {
        // A hard link: 20,000 vacancies' resumes cost one resume's disk space.
        await fs.link(file(from), file(to));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return;
        await fs.copyFile(file(from), file(to));
      }
    },
    // Each link is one system call on libuv's threads: all queued at once, they are made while the caller
    // goes on.
    copiesAtOnce: Infinity,
    async read(name, request) {
      const { statusCode, headers, stream, type } = await send(request, encodeURIComponent(name), {
        root: dir,
      });
      if (type === 'directory' || (type === 'error' && statusCode === 404)) return undefined;
      return { status: statusCode, headers, body: stream };
    },
    async open(name) {
      // A flat name only, as the store makes them: never a path out of the folder.
      if (path.basename(name) !== name) return undefined;
      const handle = await fs.open(file(name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'EISDIR') return undefined;
        throw error;
      });
      // Closed by the stream once it has been read or destroyed.
      return handle?.createReadStream();
    },
    async remove(name) {
      // Left for the sweep while a backup links the files of its snapshot.
      if (await pinnedByBackup(dir)) return;
      await fs.rm(file(name), { force: true });
    },
    async *list(): AsyncIterable<StoredFile> {
      const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        const modified = () =>
          fs.stat(file(entry.name)).then(
            (stat) => stat.mtime,
            () => undefined,
          );
        if (entry.isFile()) yield { name: entry.name, modified };
      }
    },
    async probe() {
      await fs.access(dir, fs.constants.W_OK);
    },
  };
}
