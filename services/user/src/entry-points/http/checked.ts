// Contract validation with the spec's own messages for the fields that have one (spec §5).
import type { z } from 'zod';
import { unsafeTextProblem } from '@iq/contracts';
import { BadRequestError, formatZodError } from '@iq/service-common';

/**
 * Parses with `schema`; the first failing field with a message in `messages` answers that message.
 * A control character or unpaired surrogate anywhere in `value` is refused first, naming its field.
 */
export function checked<S extends z.ZodType>(
  schema: S,
  value: unknown,
  messages: Readonly<Record<string, string>> = {},
  root = 'body',
): z.output<S> {
  const unsafe = unsafeTextProblem(value, root);
  if (unsafe) throw new BadRequestError(unsafe);
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in messages) throw new BadRequestError(messages[field]!);
  }
  throw new BadRequestError(formatZodError(parsed.error, root));
}
