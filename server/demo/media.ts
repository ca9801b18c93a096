import fs from 'node:fs/promises';
import type { MediaStore } from '../platform/storage/store';
import { drawLogo, drawThumbnail } from './png';
import type { DemoPlan } from './plan';

/** The shipped resume, poster and video (made once; the product needs no media tools at run time). */
const SHIPPED = new URL('./media/', import.meta.url);

/** Files written at once: a scaled demo has tens of thousands, more than a process may hold open. */
const PARALLEL = 16;

/** One file the plan refers to: its content, and which files share it (`same`: equal content, one key). */
interface Wanted {
  name: string;
  same: string;
  content: () => Promise<Buffer> | Buffer;
}

/**
 * Puts every file the plan refers to into the uploads' store, under the plan's names (file-names.ts) rather
 * than through ctx.uploads.store's random ones, so that a second run finds them and writes nothing. Files already there
 * are kept; missing ones (a fresh data dir or bucket on an old database) are written again. Each vacancy
 * keeps its own names (deleting a vacancy removes its files), but each content is sent once: files of equal
 * content are copies the store makes of the first (hard links in a folder, so that 20,000 vacancies cost
 * one resume's disk space; server-side copies in a bucket).
 * Resolves once each distinct file is written. The copies (50,000 for a million candidates) go on while the
 * caller does (the seeding's inserts keep this thread busy); `linked` settles when they are all there.
 */
export async function writeMedia(files: MediaStore, plan: DemoPlan): Promise<{ linked: Promise<void> }> {
  const present = new Set<string>();
  for await (const file of files.list()) present.add(file.name);
  const shipped =
    (name: string): Wanted['content'] =>
    () =>
      fs.readFile(new URL(name, SHIPPED));
  const wanted: Wanted[] = [{ name: plan.videoFile, same: 'video', content: shipped('video.mp4') }];
  for (const { logo } of plan.companies) {
    const same = `logo ${logo.background.join()} ${logo.accent.join()} ${logo.shape}`;
    wanted.push({
      name: logo.file,
      same,
      content: () => drawLogo(96, logo.background, logo.accent, logo.shape),
    });
  }
  for (const vacancy of plan.vacancies) {
    const { thumbnail } = vacancy;
    if (thumbnail) {
      const same = `thumbnail ${thumbnail.from.join()} ${thumbnail.to.join()}`;
      wanted.push({
        name: thumbnail.file,
        same,
        content: () => drawThumbnail(320, 180, thumbnail.from, thumbnail.to),
      });
    }
    wanted.push(
      { name: vacancy.resumeFile, same: 'resume', content: shipped('resume.pdf') },
      { name: vacancy.posterFile, same: 'poster', content: shipped('poster.png') },
    );
  }
  const missing = wanted.filter((file) => !present.has(file.name));
  // The first missing file of each content is written; the others are copied from it once it exists.
  const first = new Map<string, Wanted>();
  const rest: Wanted[] = [];
  for (const file of missing) {
    if (first.has(file.same)) rest.push(file);
    else first.set(file.same, file);
  }
  await inParallel([...first.values()], PARALLEL, async (file) =>
    files.save(file.name, await file.content()),
  );
  const linked = inParallel(rest, files.copiesAtOnce, async (file) => {
    const source = first.get(file.same);
    if (source) await files.copy(source.name, file.name);
  });
  // Awaited by the caller later: a failure meanwhile must not count as unhandled.
  linked.catch(() => undefined);
  return { linked };
}

async function inParallel<T>(items: readonly T[], atOnce: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
}
