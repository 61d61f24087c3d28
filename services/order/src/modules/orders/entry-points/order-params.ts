// Parsing shared by the order routes: the exam session header, order numbers, e-mail.
import type { Request } from 'express';
import type { z } from 'zod';
import { EXAM_ERROR_MESSAGES, EXAM_SESSION_HEADER, isEmail, orderNumberSchema } from '@iq/contracts';
import { BadRequestError, NotFoundError, validate } from '@iq/service-common';
import type { OrderQueries, OrderRecord } from '../data-access/order-store';
import { ORDER_MESSAGES } from '../domain/order-messages';

const SESSION_ID_SHAPE = /^[A-Za-z0-9_-]{1,128}$/;

/** The Exam-Session header: 400 when missing, 404 when it cannot be a session id. */
export function examSessionFrom(req: Request): string {
  const id = req.get(EXAM_SESSION_HEADER);
  if (!id) throw new BadRequestError(EXAM_ERROR_MESSAGES.missingSession);
  if (!SESSION_ID_SHAPE.test(id)) throw new NotFoundError(EXAM_ERROR_MESSAGES.sessionNotFound);
  return id;
}

/** The Exam-Session header when one came (404 when it cannot be a session id), else undefined. */
export function optionalExamSession(req: Request): string | undefined {
  return req.get(EXAM_SESSION_HEADER) ? examSessionFrom(req) : undefined;
}

/**
 * Validates a body that names an order. A string that cannot be an order number gets the same
 * 404 as an unknown one (a prober learns nothing from the shape); other problems are 400s.
 */
export function orderBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const orderNumber = (body as { orderNumber?: unknown } | null)?.orderNumber;
  if (typeof orderNumber === 'string' && !orderNumberSchema.safeParse(orderNumber).success)
    throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
  return validate(schema, body);
}

/** The order or the one 404. */
export async function requireOrder(
  queries: Pick<OrderQueries, 'findOrder'>,
  orderNumber: string,
  options: { lock?: boolean } = {},
): Promise<OrderRecord> {
  const order = await queries.findOrder(orderNumber, options);
  if (!order) throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
  return order;
}

/** spec §5: required, then valid; trimmed. */
export function checkedEmail(raw: string): string {
  const email = raw.trim();
  if (!email) throw new BadRequestError(EXAM_ERROR_MESSAGES.emailRequired);
  if (!isEmail(email)) throw new BadRequestError(EXAM_ERROR_MESSAGES.emailInvalid);
  return email;
}

/** An optional birth year, 5 to 120 years before `now` (ranking by age group); 400 otherwise. */
export function checkedBirthYear(birthYear: number | undefined, now: Date): number | null {
  if (birthYear === undefined) return null;
  const age = now.getUTCFullYear() - birthYear;
  if (age < 5 || age > 120) throw new BadRequestError('birthYear: must be 5 to 120 years ago');
  return birthYear;
}
