import { Router, type Express } from 'express';
import { createLogger, createServiceApp, type Database, type Logger } from '@iq/service-common';
import { DEFAULT_ORDER_CONFIG, type OrderConfig } from './config';
import type { ExamSessions } from './data-access/exam-sessions';
import { createOrderStore } from './data-access/order-store';
import type { OrderDB } from './data-access/schema';
import type { PaymentProviders } from './domain/payments/payment-provider';
import { simulatedProviders } from './domain/payments/simulated-providers';
import { catalogueRoutes } from './entry-points/http/catalogue-routes';
import { countryRoutes } from './entry-points/http/country-routes';
import { createIdempotency } from './entry-points/http/idempotency';
import { orderRoutes } from './entry-points/http/order-routes';

export interface OrderAppDeps {
  database: Database<OrderDB>;
  logger?: Logger;
  /** From loadOrderConfig() in main.ts; the defaults otherwise. */
  config?: OrderConfig;
  /** The exam service (over HTTP: createExamSessionsClient(loadConfig().urls.exam)). */
  examSessions: ExamSessions;
  /** The built-in simulated card and PayPal providers unless replaced. */
  providers?: PaymentProviders;
  /** The service clock (tests move it). */
  now?: () => Date;
}

/** The order service's Express app: catalogue, orders, payment (/pay/*). */
export function createOrderApp({
  database,
  logger = createLogger('order', { level: 'silent' }),
  config = DEFAULT_ORDER_CONFIG,
  examSessions,
  providers = simulatedProviders(),
  now = () => new Date(),
}: OrderAppDeps): Express {
  const store = createOrderStore(database.db);
  const idempotency = createIdempotency(store, now);
  const context = { store, config, examSessions, providers, idempotency, logger, now };
  const routes = Router().use(countryRoutes(), catalogueRoutes(), orderRoutes(context));
  return createServiceApp({ name: 'order', database, logger, routes });
}
