// The Idempotency-Key header (issue 7) on every call that creates an order or a charge: the
// first response is stored and replayed; the database's primary key on the key decides which
// of two racing requests does the work, so it holds across service instances.
import type { Request, Response } from 'express';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@iq/contracts';
import { BadRequestError, ConflictError, DomainError, formatZodError } from '@iq/service-common';
import type { OrderQueries, OrderStore } from '../modules/orders/data-access/order-store';
import { fingerprint, IDEMPOTENCY_RETENTION_MS, type StoredResponse } from '../domain/idempotency';

export class IdempotencyKeyReusedError extends DomainError {
  readonly status = 422;
}

class KeyTakenMeanwhile extends Error {}

const PURGE_EVERY_MS = 60 * 60 * 1000;
const IN_PROGRESS = `A request with this ${IDEMPOTENCY_KEY_HEADER} is still in progress; try again`;

/** The key from the header (missing or malformed → 400), or from a form field for HTML forms. */
export function idempotencyKeyFrom(req: Request, formValue?: unknown): string {
  const raw = formValue ?? req.get(IDEMPOTENCY_KEY_HEADER);
  if (raw === undefined || raw === '') throw new BadRequestError(`Missing ${IDEMPOTENCY_KEY_HEADER} header`);
  const parsed = idempotencyKeySchema.safeParse(raw);
  if (!parsed.success) throw new BadRequestError(formatZodError(parsed.error, IDEMPOTENCY_KEY_HEADER));
  return parsed.data;
}

export interface IdempotentCall {
  key: string;
  /** The operation ('order.create', 'order.retry', 'card.submit'). */
  scope: string;
  /** Everything that makes two calls "the same" (hashed; secrets may go in). */
  parameters: unknown;
}

export function createIdempotency(store: OrderStore, now: () => Date) {
  let lastPurge = 0;
  const matches = (call: IdempotentCall, stored: { scope: string; fingerprint: string }) =>
    stored.scope === call.scope && stored.fingerprint === fingerprint(call.scope, call.parameters);

  async function replayOf(call: IdempotentCall): Promise<StoredResponse | null> {
    const stored = await store.findIdempotencyKey(call.key);
    if (!stored) return null;
    if (!matches(call, stored))
      throw new IdempotencyKeyReusedError(`${IDEMPOTENCY_KEY_HEADER} was already used with other parameters`);
    // Claim and response are written in one transaction, so a visible key has its response.
    if (!stored.response) throw new ConflictError(IN_PROGRESS);
    return stored.response;
  }

  return {
    /** The stored response of an earlier call with this key (422 if its parameters differ), or null. */
    replayOf,

    /**
     * Runs `work` once per key: claims the key, does the work and stores its response in ONE
     * transaction. A refused call (any error) rolls everything back, the key included, so it
     * writes nothing and may be retried. A racing call with the same key waits on the claim,
     * then replays the winner's response.
     */
    async run(
      call: IdempotentCall,
      work: (queries: OrderQueries) => Promise<StoredResponse>,
    ): Promise<{ response: StoredResponse; replayed: boolean }> {
      const at = now();
      if (at.getTime() - lastPurge > PURGE_EVERY_MS) {
        lastPurge = at.getTime();
        await store.purgeIdempotencyKeys(new Date(at.getTime() - IDEMPOTENCY_RETENTION_MS));
      }
      try {
        const response = await store.transaction(async (queries) => {
          const claimed = await queries.claimIdempotencyKey(
            call.key,
            call.scope,
            fingerprint(call.scope, call.parameters),
            at,
          );
          if (!claimed) throw new KeyTakenMeanwhile();
          const result = await work(queries);
          await queries.saveIdempotentResponse(call.key, result);
          return result;
        });
        return { response, replayed: false };
      } catch (err) {
        if (!(err instanceof KeyTakenMeanwhile)) throw err;
        const response = await replayOf(call);
        if (!response) throw new ConflictError(IN_PROGRESS);
        return { response, replayed: true };
      }
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;

/** Sends a stored response exactly as first sent; replays say so in a header. */
export function sendStored(res: Response, response: StoredResponse, replayed: boolean): void {
  if (replayed) res.setHeader('Idempotent-Replayed', 'true');
  if (response.location) res.setHeader('Location', response.location);
  res.status(response.status).type(response.contentType).send(response.body);
}

/** A success envelope as a stored response. */
export function storedEnvelope(data: unknown): StoredResponse {
  return {
    status: 200,
    contentType: 'application/json; charset=utf-8',
    body: JSON.stringify({ result: 200, data }),
  };
}
