import type { ValidateForm } from 'react-admin';
import type { z } from 'zod';
import { isChunkLoadError, serverAnswers } from './newVersion';
import { newVersionUnderForm } from './unsavedInput';

/** What react-admin's inputs translate: a message key and the values it interpolates. */
interface FieldError {
  message: string;
  args: Record<string, string | number>;
}

/** The same values the API interpolates into its messages (server/platform/errors.ts issueParams). */
function issueArgs(issue: z.core.$ZodIssue): FieldError['args'] {
  const args: FieldError['args'] = {};
  if ('minimum' in issue) args.min = Number(issue.minimum);
  if ('maximum' in issue) args.max = Number(issue.maximum);
  if (issue.code === 'custom' && issue.params) Object.assign(args, issue.params);
  return args;
}

/**
 * react-admin gives a field that was typed in and emptied again the value null, which the payloads leave out
 * like an empty one (src/providers/payloads.ts): checked as absent, a password typed and cleared again is
 * simply not given (it was refused as "expected string, received null"), and a required field is required.
 */
const withoutEmptied = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));

/**
 * A react-admin form `validate` from a contract schema: the form checks exactly what the API will check,
 * with the same message keys. Each field shows its first problem. `renamed` swaps a message key for one
 * that suits the form better (a date typed DD.MM.YYYY, where the API speaks of YYYY-MM-DD).
 */
function schemaValidator(schema: z.ZodType, renamed: Record<string, string> = {}): ValidateForm {
  return (values) => {
    const result = schema.safeParse(withoutEmptied(values));
    if (result.success) return {};
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      errors[field] ??= { message: renamed[issue.message] ?? issue.message, args: issueArgs(issue) };
    }
    return errors;
  };
}

/**
 * A form's `validate` whose schema loads on demand: the contract's schemas and zod (25 kB gzip) stay out of a
 * screen's first load (`npm run bundle:report`). A signed-in form fetches them as it appears (FormCard), a public
 * one when it first gets the focus (src/public/Form.tsx); a check before they arrive waits for them.
 */
export interface LazyValidator {
  validate: ValidateForm;
  preload: () => void;
}

export function lazySchemaValidator(
  load: () => Promise<z.ZodType>,
  renamed: Record<string, string> = {},
): LazyValidator {
  let loading: Promise<ValidateForm> | undefined;
  const validator = () =>
    (loading ??= load().then(
      (schema) => schemaValidator(schema, renamed),
      (error: unknown) => {
        // A failed fetch (offline) is tried again by the next check; code a new version replaced is not.
        loading = undefined;
        if (isChunkLoadError(error)) void newVersionUnderForm();
        throw error;
      },
    ));
  return {
    validate: async (values) => {
      try {
        return (await validator())(values);
      } catch (error) {
        // The checks cannot be fetched because the server cannot be reached: the form goes on unchecked, so
        // that its call fails with the words for that ("not saved", "try again") rather than nothing showing.
        // The server checks everything again once it answers.
        if (!(await serverAnswers())) return {};
        throw error;
      }
    },
    preload: () => void validator().catch(() => undefined),
  };
}
