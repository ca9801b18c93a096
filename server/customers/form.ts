import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiError, fieldsOf, issueMessages } from '../platform/errors';
import { checkImage, readForm, type CheckedImage } from '../platform/uploads';

const LOGO_FIELD = 'company_logo';

/**
 * Reads the add/edit customer form (multipart, or JSON without a logo) and checks every field, the
 * logo's bytes included, before anything is stored: one message per failing field, in form order.
 */
export async function readCustomerForm<T extends z.ZodObject>(
  request: FastifyRequest,
  schema: T,
): Promise<{ body: z.infer<T>; logo: CheckedImage | undefined }> {
  const form = await readForm(request, [LOGO_FIELD]);
  const file = form.files[LOGO_FIELD];
  const checked = file ? await checkLogo(file) : undefined;
  const result = schema.safeParse({ ...form.fields, [LOGO_FIELD]: file });
  const issues = result.success ? [] : [...result.error.issues];
  if (checked instanceof ApiError) {
    issues.push({
      code: 'custom',
      path: [LOGO_FIELD],
      message: checked.messages[0]?.key ?? '',
      input: undefined,
    });
  }
  if (!result.success || issues.length > 0) throw new ApiError(400, issueMessages(issues, fieldsOf(schema)));
  return { body: result.data, logo: checked instanceof ApiError ? undefined : checked };
}

async function checkLogo(content: Buffer): Promise<CheckedImage | ApiError> {
  try {
    return await checkImage(content);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}
