import { Router, type Express } from 'express';
import type { Redis } from 'ioredis';
import {
  createLogger,
  createServiceApp,
  DEV_INTERNAL_TOKEN,
  identityKey,
  type Database,
  type Logger,
  createProcessMetrics,
  type ProcessMetrics,
} from '@iq/service-common';
import { DEFAULT_USER_CONFIG, type UserConfig } from './config';
import type { MailSender, OrderService } from './data-access/order-service';
import type { UserDB } from './data-access/schema';
import { createThrottles, DEFAULT_THROTTLES, type ThrottleSettings } from './data-access/throttles';
import { DEFAULT_PASSWORD_COST, type PasswordCost } from '@iq/service-common';
import { accountRoutes } from './entry-points/http/account-routes';
import { internalRoutes } from './entry-points/http/internal-routes';
import { orderRoutes } from './entry-points/http/order-routes';
import { resetRoutes } from './entry-points/http/reset-routes';
import type { UserRouteContext } from './entry-points/http/route-context';

export interface UserAppDeps {
  database: Database<UserDB>;
  logger?: Logger;
  /** From loadUserConfig() in main.ts; the defaults otherwise. */
  config?: UserConfig;
  /** INTERNAL_TOKEN: checked on /internal/*, presented to the order service, derives the identity key. */
  internalToken?: string;
  /** The order service's orders and VIP state (createOrderService(loadConfig().urls.order, …)). */
  orders: OrderService;
  /** The account mails (createOrderMailSender: the order service's outbox). */
  mail: MailSender;
  /** Throttling counts in Redis (REDIS_URL); in the service's database otherwise. */
  redis?: Redis;
  /** Login and code throttling; tests shorten the waits. */
  throttles?: ThrottleSettings;
  /** scrypt cost of new hashes; tests lower it. */
  passwordCost?: PasswordCost;
  /** The service clock (tests move it). */
  now?: () => Date;
  /** The process's metrics (GET /metrics with the internal token); the app's own when absent. */
  metrics?: ProcessMetrics;
}

/** Where the gateway (and a load balancer before it) may call from: their X-Forwarded-For is believed. */
export const TRUSTED_PROXIES = 'loopback, linklocal, uniquelocal';

/** The user service's Express app: accounts, sessions, reset codes, the personal centre's orders and privileges. */
export function createUserApp({
  database,
  logger = createLogger('user', { level: 'silent' }),
  config = DEFAULT_USER_CONFIG,
  internalToken = DEV_INTERNAL_TOKEN,
  orders,
  mail,
  redis,
  throttles = DEFAULT_THROTTLES,
  passwordCost = DEFAULT_PASSWORD_COST,
  now = () => new Date(),
  metrics = createProcessMetrics('user'),
}: UserAppDeps): Express {
  const context: UserRouteContext = {
    db: database.db,
    config,
    internalToken,
    identityKey: identityKey(internalToken),
    mail,
    orders,
    throttles: createThrottles(database.db, throttles, redis, metrics.refused),
    passwordCost,
    logger,
    now,
  };
  const routes = Router().use(
    accountRoutes(context),
    resetRoutes(context),
    orderRoutes(context),
    internalRoutes(context),
  );
  const app = createServiceApp({ name: 'user', database, logger, routes, metrics, internalToken });
  // The gateway proxies with X-Forwarded-For (xfwd): req.ip is the visitor's address, the
  // per-client throttles' key.
  app.set('trust proxy', TRUSTED_PROXIES);
  return app;
}
