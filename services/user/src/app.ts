import type { Express } from 'express';
import { createServiceApp, type Database, type Logger } from '@iq/service-common';
import type { UserDB } from './data-access/schema';
import { accountRoutes } from './entry-points/http/account-routes';

export interface UserAppDeps {
  database: Database<UserDB>;
  logger?: Logger;
}

/** The user service's Express app: accounts, e-mail codes, privileges. */
export function createUserApp({ database, logger }: UserAppDeps): Express {
  return createServiceApp({ name: 'user', database, logger, routes: accountRoutes() });
}
