// What every route of the user service is given (app.ts builds it once).
import type { Request } from 'express';
import type { Logger } from '@iq/service-common';
import type { UserConfig } from '../../config';
import type { UserConnection } from '../../data-access/connection';
import type { MailSender, OrderService } from '../../data-access/order-service';
import type { Throttles } from '../../data-access/throttles';
import type { PasswordCost } from '@iq/service-common';

export interface UserRouteContext {
  db: UserConnection;
  config: UserConfig;
  /** Presented by the other services on /internal/* calls; derives the identity key too. */
  internalToken: string;
  /** identityKey(internalToken): verifies the gateway's IDENTITY_HEADER. */
  identityKey: Buffer;
  mail: MailSender;
  orders: OrderService;
  throttles: Throttles;
  passwordCost: PasswordCost;
  logger: Logger;
  now: () => Date;
}

/**
 * The client: `req.ip`, which the app derives from X-Forwarded-For under its `trust proxy`
 * setting (the gateway proxies with xfwd), so a client's own X-Forwarded-For entries never make
 * it a new client; the socket's peer without one (as services/order's rate-limit.ts).
 */
export function clientOf(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
