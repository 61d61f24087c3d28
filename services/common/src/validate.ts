import type { z } from 'zod';
import { BadRequestError } from './errors';

/** "examId: must be a positive integer; code: …" — names the field, no internals. */
export function formatZodError(error: z.ZodError, root = 'body'): string {
  return error.issues
    .map((issue) => `${issue.path.length ? issue.path.map(String).join('.') : root}: ${issue.message}`)
    .join('; ');
}

/** Parses `value` with a contract schema or throws a 400 BadRequestError naming the field. */
export function validate<S extends z.ZodType>(schema: S, value: unknown, root?: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new BadRequestError(formatZodError(parsed.error, root));
  return parsed.data;
}
