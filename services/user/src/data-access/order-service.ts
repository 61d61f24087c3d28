// The order service as the user service sees it (over HTTP, Internal-Token): a mailbox's orders,
// its VIP state, and the one mail outbox (ARCHITECTURE.md: a service calls another's API).
import {
  INTERNAL_TOKEN_HEADER,
  internalMailRequestSchema,
  internalOrderListResponseSchema,
  internalVipStatusResponseSchema,
  type InternalMailRequest,
  type InternalOrderListResponse,
  type VipStatus,
} from '@iq/contracts';
import { createUpstream, DomainError, type Upstream } from '@iq/service-common';
import { z } from 'zod';

/** 503: the order service did not answer as agreed; nothing was changed here. */
export class OrderServiceUnavailableError extends DomainError {
  readonly status = 503;
}

export interface OrderService {
  ordersOf(email: string): Promise<InternalOrderListResponse['orders']>;
  vipStatusOf(email: string): Promise<VipStatus>;
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

export function createOrderService(orderUrl: string, options: OrderServiceOptions): OrderService {
  const order = createUpstream(orderUrl); // one URL, or its instances' comma-separated
  return {
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
