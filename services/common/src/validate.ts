import type { z } from 'zod';
import { unsafeTextProblem } from '@iq/contracts';
import { BadRequestError } from './errors';

/** "examId: must be a positive integer; code: …" — names the field, no internals. */
export function formatZodError(error: z.ZodError, root = 'body'): string {
  return error.issues
    .map((issue) => `${issue.path.length ? issue.path.map(String).join('.') : root}: ${issue.message}`)
    .join('; ');
}

/**
 * Parses `value` with a contract schema or throws a 400 BadRequestError naming the field. Before
 * the schema, a control character or an unpaired surrogate in any string of `value` (or a key) is
 * a 400 naming its field (issue 15, contracts `unsafeTextProblem`): an endpoint whose schema lets
 * a plain string through still refuses it.
 */
export function validate<S extends z.ZodType>(schema: S, value: unknown, root?: string): z.output<S> {
  const unsafe = unsafeTextProblem(value, root);
  if (unsafe) throw new BadRequestError(unsafe);
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new BadRequestError(formatZodError(parsed.error, root));
  return parsed.data;
}
