import type { Express } from 'express';
import { createServiceApp, type Database, type Logger } from '@iq/service-common';
import type { OrderDB } from './data-access/schema';
import { countryRoutes } from './entry-points/http/country-routes';

export interface OrderAppDeps {
  database: Database<OrderDB>;
  logger?: Logger;
}

/** The order service's Express app: orders, payment (/pay/*), subscriptions. */
export function createOrderApp({ database, logger }: OrderAppDeps): Express {
  return createServiceApp({ name: 'order', database, logger, routes: countryRoutes() });
}
