import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiError, fieldsOf, issueMessages } from './errors';
import { checkImage, readForm, type CheckedImage } from './uploads';

/**
 * Reads a form with one optional image (customer logo, vacancy thumbnail) and checks every field and the
 * image's bytes together, before anything is stored: one message per failing field, in form order. The
 * schema sees the file under its field name, so "image required" is an ordinary field rule.
 */
export async function readImageForm<T extends z.ZodObject>(
  request: FastifyRequest,
  schema: T,
  imageField: string,
): Promise<{ body: z.infer<T>; image: CheckedImage | undefined }> {
  const form = await readForm(request, [imageField]);
  const file = form.files[imageField];
  const image = file ? await checkImage(file).catch((error: unknown) => error) : undefined;
  const result = schema.safeParse({ ...form.fields, [imageField]: file });
  const issues = result.success ? [] : [...result.error.issues];
  if (image instanceof ApiError) {
    issues.push({
      code: 'custom',
      path: [imageField],
      message: image.messages[0]?.key ?? '',
      params: image.messages[0]?.params,
      input: undefined,
    });
  } else if (image instanceof Error) {
    throw image;
  }
  if (!result.success || issues.length > 0) throw new ApiError(400, issueMessages(issues, fieldsOf(schema)));
  return { body: result.data, image: image as CheckedImage | undefined };
}
