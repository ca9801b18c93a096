import fs from 'node:fs/promises';
import path from 'node:path';
import { drawLogo, drawThumbnail } from './png';
import { VIDEO_FILE, type DemoPlan } from './plan';

/** The shipped resume, poster and video (made once; the product needs no media tools at run time). */
const SHIPPED = new URL('./media/', import.meta.url);
const shipped = (name: string) => () => fs.readFile(new URL(name, SHIPPED));

/**
 * Puts every file the plan refers to into the uploads dir, under fixed names rather than through
 * ctx.uploads.store's random ones, so that a second run finds them and writes nothing. Files already there
 * are kept; missing ones (a fresh data dir on an old database) are written again.
 */
export async function writeMedia(dir: string, plan: DemoPlan): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  const files: [string, () => Promise<Buffer> | Buffer][] = [[VIDEO_FILE, shipped('video.mp4')]];
  for (const { logo } of plan.companies) {
    files.push([logo.file, () => drawLogo(96, logo.background, logo.accent, logo.shape)]);
  }
  for (const vacancy of plan.vacancies) {
    const { thumbnail } = vacancy;
    if (thumbnail) files.push([thumbnail.file, () => drawThumbnail(320, 180, thumbnail.from, thumbnail.to)]);
    files.push([vacancy.resumeFile, shipped('resume.pdf')], [vacancy.posterFile, shipped('poster.png')]);
  }
  await Promise.all(files.map(([name, content]) => writeIfMissing(path.join(dir, name), content)));
}

async function writeIfMissing(file: string, content: () => Promise<Buffer> | Buffer): Promise<void> {
  try {
    await fs.access(file);
  } catch {
    await fs.writeFile(file, await content());
  }
}
