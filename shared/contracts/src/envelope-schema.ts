// The envelope (envelope.ts) as zod schemas, apart from it so a page that only checks an answer
// never loads zod: the OpenAPI description (issue 42) documents every answer with them.
import { z } from 'zod';
import { RESULT_OK, type ErrorEnvelope } from './envelope';

/** `{ result: 200, data }`: HTTP 200 (202 for a beacon) with the call's data. */
export function successEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ result: z.literal(RESULT_OK), data });
}

/** `{ result, message }`: the HTTP status, or the spec's own code (10101), and a human text. */
export const errorEnvelopeSchema = z.object({
  result: z.number().int(),
  message: z.string().min(1),
  retryAfterSeconds: z.number().int().min(0).optional(),
  reportPath: z.string().startsWith('/').optional(),
}) satisfies z.ZodType<ErrorEnvelope, unknown>;
