import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_IMAGE_TYPES } from '../contract/domain';
import { badRequest } from './errors';
import { hasNulByte } from './nul-bytes';

/** Public URL prefix of stored files. */
export const MEDIA_PREFIX = '/media/';

/** A form as the handlers see it: text fields, and the file fields that carried a file. */
export interface FormInput {
  fields: Record<string, unknown>;
  files: Record<string, Buffer>;
}

/**
 * Reads a multipart form (or a JSON body, for clients that send no files). Files beyond the size limit
 * answer 413; fields arrive as strings, as multipart sends them.
 */
export async function readForm(request: FastifyRequest, fileFields: readonly string[]): Promise<FormInput> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: typeof body === 'object' && body !== null ? { ...body } : {}, files: {} };
  }
  const fields: Record<string, unknown> = {};
  const files: Record<string, Buffer> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const content = await part.toBuffer();
      if (fileFields.includes(part.fieldname) && content.length > 0) files[part.fieldname] = content;
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  // Checked once every part is read: leaving parts unread would stall the upload stream.
  if (hasNulByte(fields)) throw badRequest('api.malformed_request');
  return { fields, files };
}

export interface CheckedImage {
  content: Buffer;
  extension: string;
}

/** Accepts PNG, JPEG, WebP or GIF, judged by the bytes, not the name or the declared type. */
export async function checkImage(content: Buffer): Promise<CheckedImage> {
  const type = await fileTypeFromBuffer(content);
  if (!type || !(UPLOAD_IMAGE_TYPES as readonly string[]).includes(type.mime))
    throw badRequest('validation.image_type');
  return { content, extension: type.ext };
}

/**
 * Stores files under server-made names, and removes one once no record refers to it any more
 * (`inUse` asks the database), so a file shared by several records outlives the first deletion.
 */
export function createUploads(dir: string, inUse: (url: string) => Promise<boolean>) {
  return {
    dir,
    async store(image: CheckedImage): Promise<string> {
      await fs.mkdir(dir, { recursive: true });
      const name = `${randomUUID()}.${image.extension}`;
      await fs.writeFile(path.join(dir, name), image.content, { flag: 'wx' });
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
      if (!url?.startsWith(MEDIA_PREFIX) || (await inUse(url))) return;
      const name = path.basename(url);
      await fs.rm(path.join(dir, name), { force: true });
    },
  };
}

export type Uploads = ReturnType<typeof createUploads>;
