import { Router, type Express } from 'express';
import {
  createLogger,
  createProcessMetrics,
  createServiceApp,
  DEV_INTERNAL_TOKEN,
  identityKey,
  type Database,
  type Logger,
  type ProcessMetrics,
} from '@iq/service-common';
import { DEFAULT_ORDER_CONFIG, type OrderConfig } from './config';
import { type ExamSessions, createOrderStore, catalogueRoutes, countryRoutes } from './modules/orders';
import {
  createFileCache,
  createQuestionnaireUnlockStore,
  createReportStore,
  createShareStore,
  unavailableReportFiles,
  type ReportFiles,
  certificateRoutes,
  extraRoutes,
  fileRoutes,
  freeTestRoutes,
  createReportLoader,
  reportRoutes,
  shareRoutes,
} from './modules/reports';
import { createFreePackStore, secondPhaseRoutes } from './modules/upsell';
import {
  createMailDelivery,
  type MailDelivery,
  createMailOutbox,
  devMailRoutes,
  RETRIEVE_LIMITS,
  retrieveRoutes,
} from './modules/mail';
import { createAttemptLimits } from './data-access/attempt-limits';
import type { OrderDB } from './data-access/schema';
import { type PaymentProviders, simulatedProviders } from './modules/providers';
import {
  testModeReader,
  eventRoutes,
  orderRoutes,
  paymentPages,
  createEventReceiver,
  createMoneyJobRunner,
  createTestModeProcessor,
} from './modules/payments';
import { type UserAccounts, accountRoutes, internalRoutes, createAccountJobRunner } from './modules/accounts';
import { createIdempotency } from './entry-points/idempotency';
import { registerOrderMetrics } from './entry-points/order-metrics';
import {
  planRoutes,
  subscriptionRoutes,
  UNSUBSCRIBE_LIMITS,
  unsubscribeRoutes,
  createSubscriptionScheduler,
  type SubscriptionScheduler,
} from './modules/subscriptions';

export interface OrderAppDeps {
  database: Database<OrderDB>;
  logger?: Logger;
  /** From loadOrderConfig() in main.ts; the defaults otherwise. */
  config?: OrderConfig;
  /** The exam service (over HTTP: createExamSessionsClient(loadConfig().urls.exam)). */
  examSessions: ExamSessions;
  /** The built-in simulated card and PayPal providers unless replaced. */
  providers?: PaymentProviders;
  /** Outbox delivery; built from config.smtpUrl when absent (main.ts passes one it keeps retrying). */
  mailDelivery?: MailDelivery;
  /** The service clock (tests move it). */
  now?: () => Date;
  /** Renders report PDFs and certificates (@iq/report-render); downloads answer 503 without one. */
  reportFiles?: ReportFiles;
  /** How long a download request waits for a render it started before answering "generating" (ms). */
  fileWaitMs?: number;
  /**
   * Certificate lookups per client per window (GET /exam/order/certificate/verify/{code}), counted
   * in the database; the default's limit times config.rateLimitFactor when absent.
   */
  verifyRateLimit?: { limit: number; windowMs: number };
  /**
   * What the user service presents on internal calls (INTERNAL_TOKEN): GET /internal/vip/status,
   * GET /internal/orders, POST /internal/mail. Also the key of the gateway-signed identity
   * (identityKey(internalToken)) the free tests need (issue 12).
   */
  internalToken?: string;
  /** The user service (issue 11: accounts after a purchase); only the scheduler calls it. */
  userAccounts?: UserAccounts;
  /**
   * Called after a commit that made jobs due (an order became paid: its account job; issue 35:
   * money to give back): main.ts runs the scheduler's due jobs, so they go out at once instead
   * of at the next tick. The jobs are durable either way.
   */
  onJobsDue?: () => void;
  /** The process's metrics (GET /metrics with the internal token); the app's own when absent. */
  metrics?: ProcessMetrics;
}

/** 10 certificate lookups a minute per client: plenty for people, nothing for enumeration. */
export const DEFAULT_VERIFY_RATE_LIMIT = { limit: 10, windowMs: 60_000 };

/** Where the gateway (and a load balancer before it) may call from: their X-Forwarded-For is believed. */
export const TRUSTED_PROXIES = 'loopback, linklocal, uniquelocal';

/** The order service's Express app: catalogue, orders, payment pages and events, reports, dev mail. */
export function createOrderApp({
  database,
  logger = createLogger('order', { level: 'silent' }),
  config = DEFAULT_ORDER_CONFIG,
  examSessions,
  providers = simulatedProviders(testModeReader(database.db)),
  mailDelivery,
  now = () => new Date(),
  reportFiles = unavailableReportFiles,
  fileWaitMs = 2000,
  verifyRateLimit = {
    ...DEFAULT_VERIFY_RATE_LIMIT,
    limit: DEFAULT_VERIFY_RATE_LIMIT.limit * config.rateLimitFactor,
  },
  internalToken = DEV_INTERNAL_TOKEN,
  onJobsDue,
  metrics = createProcessMetrics('order'),
}: OrderAppDeps): Express {
  const store = createOrderStore(database.db);
  const outbox = createMailOutbox(database.db);
  const mail =
    mailDelivery ??
    createMailDelivery(outbox, { smtpUrl: config.smtpUrl, from: config.mailFrom, logger, now });
  const idempotency = createIdempotency(store, now);
  const receiver = createEventReceiver({ store, config, mail, logger, now, onJobsDue });
  const processor = createTestModeProcessor({ receiver, secret: config.webhookSecret, now });
  const context = { store, config, examSessions, providers, idempotency, logger, now };
  const reports = createReportStore(database.db);
  const loader = createReportLoader({ store, reports, examSessions, logger, now });
  const unlocks = createQuestionnaireUnlockStore(database.db);

  const routes = Router().use(
    countryRoutes(),
    catalogueRoutes(),
    planRoutes(),
    orderRoutes(context),
    paymentPages({ ...context, processor, jobsDue: onJobsDue }),
    // Before the report routes: GET /exam/order/info/:orderNumber would take "free" for an order.
    freeTestRoutes({
      store,
      reports,
      unlocks,
      examSessions,
      identityKey: identityKey(internalToken),
      internalToken,
      logger,
      now,
    }),
    reportRoutes({ loader }),
    extraRoutes({
      store,
      reports,
      unlocks,
      packs: createFreePackStore(database.db),
      loader,
      logger,
      now,
    }),
    retrieveRoutes({
      db: database.db,
      config,
      mail,
      logger,
      now,
      refused: metrics.refused,
      limits: { ...RETRIEVE_LIMITS, perClient: RETRIEVE_LIMITS.perClient * config.rateLimitFactor },
    }),
    subscriptionRoutes({ providers, idempotency, config, mail, logger, now }),
    accountRoutes({ store, identityKey: identityKey(internalToken), mail, logger, now }),
    secondPhaseRoutes({ store, providers, idempotency, mail, logger, now, internalToken }),
    internalRoutes({ store, mail, logger, now, internalToken }),
    unsubscribeRoutes({
      db: database.db,
      mail,
      logger,
      now,
      refused: metrics.refused,
      limits: { ...UNSUBSCRIBE_LIMITS, perClient: UNSUBSCRIBE_LIMITS.perClient * config.rateLimitFactor },
    }),
    shareRoutes({ loader, shares: createShareStore(database.db), now }),
    certificateRoutes({
      loader,
      reports,
      limits: createAttemptLimits(database.db, now, metrics.refused),
      verifyRateLimit,
      now,
    }),
    fileRoutes({
      loader,
      files: createFileCache(database.db),
      reportFiles,
      config,
      logger,
      now,
      waitMs: fileWaitMs,
    }),
  );
  if (config.devRoutes) routes.use(devMailRoutes(outbox));
  const app = createServiceApp({
    name: 'order',
    database,
    logger,
    routes,
    rawBodyRoutes: eventRoutes(receiver),
    metrics,
    internalToken,
  });
  // After the app's own series: a scrape reads the pool before the queues' statement takes a
  // connection of it.
  registerOrderMetrics(metrics, { db: database.db, now, reportFiles });
  // The gateway proxies with X-Forwarded-For (xfwd): req.ip is the nearest address in it that is
  // not one of these proxies, the visitor's (retrieve's per-client limit).
  app.set('trust proxy', TRUSTED_PROXIES);
  return app;
}

/**
 * The scheduler of one instance (issue 10): renewals, retries and reminders from the database's
 * job table, and (issue 11) with `userAccounts` the account jobs of paid orders; main.ts starts
 * it, tests call runDue() on a moved clock.
 */
export function createOrderScheduler({
  database,
  logger = createLogger('order', { level: 'silent' }),
  config = DEFAULT_ORDER_CONFIG,
  providers = simulatedProviders(testModeReader(database.db)),
  mailDelivery,
  now = () => new Date(),
  userAccounts,
}: Pick<
  OrderAppDeps,
  'database' | 'logger' | 'config' | 'providers' | 'mailDelivery' | 'now' | 'userAccounts'
>): SubscriptionScheduler {
  const mail =
    mailDelivery ??
    createMailDelivery(createMailOutbox(database.db), {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      logger,
      now,
    });
  const store = createOrderStore(database.db);
  const receiver = createEventReceiver({ store, config, mail, logger, now });
  const runMoneyJob = createMoneyJobRunner({ store, providers, receiver, logger, now });
  const runAccountJob =
    userAccounts && createAccountJobRunner({ db: database.db, userAccounts, logger, now });
  return createSubscriptionScheduler({
    db: database.db,
    providers,
    config,
    mail,
    logger,
    now,
    runAccountJob,
    runMoneyJob,
  });
}
