// The order service as the user service sees it (over HTTP, Internal-Token): a mailbox's orders,
// its VIP state, and the one mail outbox (ARCHITECTURE.md: a service calls another's API).
import {
  EXAM_SESSION_HEADER,
  FREE_TEST_PATHS,
  IDENTITY_HEADER,
  INTERNAL_CLAIMABLE_PATH,
  INTERNAL_TOKEN_HEADER,
  internalClaimableResponseSchema,
  unlockedQuestionnaireSchema,
  type Identity,
  internalMailRequestSchema,
  internalOrderListResponseSchema,
  internalVipStatusResponseSchema,
  type InternalMailRequest,
  type InternalOrderListResponse,
  type VipStatus,
} from '@iq/contracts';
import {
  ConflictError,
  createUpstream,
  DomainError,
  identityKey,
  NotFoundError,
  signIdentity,
  type Upstream,
} from '@iq/service-common';
import { z } from 'zod';

/** 503: the order service did not answer as agreed; nothing was changed here. */
export class OrderServiceUnavailableError extends DomainError {
  readonly status = 503;
}

export interface OrderService {
  ordersOf(email: string): Promise<InternalOrderListResponse['orders']>;
  vipStatusOf(email: string): Promise<VipStatus>;
  /**
   * Issue 38: resolves when every session's confirmed result can be claimed; the order service's
   * refusal (404 unknown, 409 unconfirmed or another's) as a NotFoundError / ConflictError with
   * its message. Changes nothing.
   */
  checkClaimable(examSessions: readonly string[]): Promise<void>;
  /** Issue 38: claims the session's result as a free test of `identity`'s account. */
  claimResult(examSession: string, identity: Identity): Promise<'saved' | 'refused'>;
}

/** Sends the account mails (the order service's outbox in production; a recorder in tests). */
export interface MailSender {
  send(mail: InternalMailRequest): Promise<void>;
}

const UNAVAILABLE = 'The service is temporarily unavailable; please try again later';

export interface OrderServiceOptions {
  internalToken: string;
  timeoutMs?: number;
}

async function call<S extends z.ZodType>(
  order: Upstream,
  path: string,
  init: RequestInit,
  schema: S,
  { internalToken, timeoutMs = 5000 }: OrderServiceOptions,
): Promise<z.output<S>> {
  let response: Response;
  try {
    response = await order.fetch(path, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), [INTERNAL_TOKEN_HEADER]: internalToken },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    throw new OrderServiceUnavailableError(UNAVAILABLE, { cause: err });
  }
  const body = (await response.json().catch(() => null)) as { result?: unknown; data?: unknown } | null;
  const parsed = schema.safeParse(body?.data);
  if (response.status !== 200 || body?.result !== 200 || !parsed.success)
    throw new OrderServiceUnavailableError(UNAVAILABLE, {
      cause: new Error(`order service: ${response.status}`),
    });
  return parsed.data;
}

/** A call whose 404 / 409 envelope is an answer, not a failure: status, result and message. */
async function answer(
  order: Upstream,
  path: string,
  init: RequestInit,
  timeoutMs = 5000,
): Promise<{ status: number; body: { result?: unknown; data?: unknown; message?: unknown } | null }> {
  try {
    const response = await order.fetch(path, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const body = (await response.json().catch(() => null)) as {
      result?: unknown;
      data?: unknown;
      message?: unknown;
    } | null;
    return { status: response.status, body };
  } catch (err) {
    throw new OrderServiceUnavailableError(UNAVAILABLE, { cause: err });
  }
}

export function createOrderService(orderUrl: string, options: OrderServiceOptions): OrderService {
  const order = createUpstream(orderUrl); // one URL, or its instances' comma-separated
  // The user service speaks for an account it has just confirmed, as the gateway does for a
  // signed-in visitor: the same signed identity, good for one call.
  const key = identityKey(options.internalToken);
  return {
    async checkClaimable(examSessions) {
      const { status, body } = await answer(
        order,
        INTERNAL_CLAIMABLE_PATH,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [INTERNAL_TOKEN_HEADER]: options.internalToken,
          },
          body: JSON.stringify({ examSessions }),
        },
        options.timeoutMs,
      );
      const message = typeof body?.message === 'string' ? body.message : UNAVAILABLE;
      if (status === 404) throw new NotFoundError(message);
      if (status === 409) throw new ConflictError(message);
      if (status !== 200 || !internalClaimableResponseSchema.safeParse(body?.data).success)
        throw new OrderServiceUnavailableError(UNAVAILABLE, {
          cause: new Error(`order service: ${status}`),
        });
    },
    async claimResult(examSession, identity) {
      const { status, body } = await answer(
        order,
        FREE_TEST_PATHS.claim,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [EXAM_SESSION_HEADER]: examSession,
            [IDENTITY_HEADER]: signIdentity(identity, key),
          },
          body: '{}',
        },
        options.timeoutMs,
      );
      if (status === 200 && unlockedQuestionnaireSchema.safeParse(body?.data).success) return 'saved';
      if (status === 404 || status === 409 || status === 403) return 'refused';
      throw new OrderServiceUnavailableError(UNAVAILABLE, { cause: new Error(`order service: ${status}`) });
    },
    async ordersOf(email) {
      const path = `/internal/orders?email=${encodeURIComponent(email)}`;
      return (await call(order, path, {}, internalOrderListResponseSchema, options)).orders;
    },
    async vipStatusOf(email) {
      const path = `/internal/vip/status?email=${encodeURIComponent(email)}`;
      const { vip, permanent, sources, since, discountPercent } = await call(
        order,
        path,
        {},
        internalVipStatusResponseSchema,
        options,
      );
      return { vip, permanent, sources, since, discountPercent };
    },
  };
}

/** POST /internal/mail of the order service: the outbox keeps one mail per dedupeKey. */
export function createOrderMailSender(orderUrl: string, options: OrderServiceOptions): MailSender {
  const order = createUpstream(orderUrl);
  return {
    async send(mail) {
      const body = JSON.stringify(internalMailRequestSchema.parse(mail));
      await call(
        order,
        '/internal/mail',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body },
        z.unknown(),
        options,
      );
    },
  };
}
