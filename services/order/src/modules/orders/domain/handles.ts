// Order numbers and attempt ids: the only handles on an order and on its payment page, so
// unguessable (128 random bits, base64url, 22 characters; contracts' orderNumberSchema).
import { randomBytes } from 'node:crypto';

export function newOrderNumber(): string {
  return randomBytes(16).toString('base64url');
}

export function newAttemptId(): string {
  return randomBytes(16).toString('base64url');
}
