import { Router, type Express } from 'express';
import { createServiceApp, type Database, type Logger } from '@iq/service-common';
import type { OrderDB } from './data-access/schema';
import { catalogueRoutes } from './entry-points/http/catalogue-routes';
import { countryRoutes } from './entry-points/http/country-routes';

export interface OrderAppDeps {
  database: Database<OrderDB>;
  logger?: Logger;
}

/** The order service's Express app: orders, payment (/pay/*), subscriptions. */
export function createOrderApp({ database, logger }: OrderAppDeps): Express {
  const routes = Router().use(countryRoutes(), catalogueRoutes());
  return createServiceApp({ name: 'order', database, logger, routes });
}
