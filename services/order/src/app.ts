import { Router, type Express } from 'express';
import { createLogger, createServiceApp, type Database, type Logger } from '@iq/service-common';
import { DEFAULT_ORDER_CONFIG, type OrderConfig } from './config';
import type { ExamSessions } from './data-access/exam-sessions';
import { createFileCache } from './data-access/file-cache';
import { createMailDelivery, type MailDelivery } from './data-access/mail-delivery';
import { createMailOutbox } from './data-access/mail-outbox';
import { createOrderStore } from './data-access/order-store';
import { createReportStore } from './data-access/report-store';
import type { OrderDB } from './data-access/schema';
import { unavailableReportFiles, type ReportFiles } from './domain/files/report-files';
import type { PaymentProviders } from './domain/payments/payment-provider';
import { simulatedProviders } from './domain/payments/simulated-providers';
import { catalogueRoutes } from './entry-points/http/catalogue-routes';
import { countryRoutes } from './entry-points/http/country-routes';
import { devMailRoutes } from './entry-points/http/dev-mail-routes';
import { eventRoutes } from './entry-points/http/event-routes';
import { fileRoutes } from './entry-points/http/file-routes';
import { createIdempotency } from './entry-points/http/idempotency';
import { orderRoutes } from './entry-points/http/order-routes';
import { paymentPages } from './entry-points/http/payment-pages';
import { createReportLoader } from './entry-points/http/report-loader';
import { reportRoutes } from './entry-points/http/report-routes';
import { createEventReceiver } from './entry-points/payments/event-receiver';
import { createTestModeProcessor } from './entry-points/payments/test-mode-processor';

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
  /** Renders report PDFs and certificates (services/order/src/reports); downloads answer 503 without one. */
  reportFiles?: ReportFiles;
  /** How long a download request waits for a render it started before answering "generating" (ms). */
  fileWaitMs?: number;
}

/** The order service's Express app: catalogue, orders, payment pages and events, reports, dev mail. */
export function createOrderApp({
  database,
  logger = createLogger('order', { level: 'silent' }),
  config = DEFAULT_ORDER_CONFIG,
  examSessions,
  providers = simulatedProviders(),
  mailDelivery,
  now = () => new Date(),
  reportFiles = unavailableReportFiles,
  fileWaitMs = 2000,
}: OrderAppDeps): Express {
  const store = createOrderStore(database.db);
  const outbox = createMailOutbox(database.db);
  const mail =
    mailDelivery ??
    createMailDelivery(outbox, { smtpUrl: config.smtpUrl, from: config.mailFrom, logger, now });
  const idempotency = createIdempotency(store, now);
  const receiver = createEventReceiver({ store, config, mail, logger, now });
  const processor = createTestModeProcessor({ receiver, secret: config.webhookSecret, now });
  const context = { store, config, examSessions, providers, idempotency, logger, now };
  const reports = createReportStore(database.db);
  const loader = createReportLoader({ store, reports, examSessions, logger, now });

  const routes = Router().use(
    countryRoutes(),
    catalogueRoutes(),
    orderRoutes(context),
    paymentPages({ ...context, processor }),
    reportRoutes({ loader }),
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
  return createServiceApp({ name: 'order', database, logger, routes, rawBodyRoutes: eventRoutes(receiver) });
}
