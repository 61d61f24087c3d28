import { Router, type Express } from 'express';
import { createServiceApp, type Database, type Logger } from '@iq/service-common';
import { createExamStore } from './data-access/exam-store';
import type { ExamDB } from './data-access/schema';
import { catalogueRoutes } from './entry-points/http/catalogue-routes';
import { sessionRoutes } from './entry-points/http/session-routes';

export interface ExamAppDeps {
  database: Database<ExamDB>;
  logger?: Logger;
}

/** The exam service's Express app (tests start it on an ephemeral port). */
export function createExamApp({ database, logger }: ExamAppDeps): Express {
  const store = createExamStore(database.db);
  const routes = Router().use(catalogueRoutes(store), sessionRoutes(store));
  return createServiceApp({ name: 'exam', database, logger, routes });
}
