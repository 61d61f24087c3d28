import { Router, type Express } from 'express';
import {
  DEV_INTERNAL_TOKEN,
  createLogger,
  createServiceApp,
  type Database,
  type Logger,
  type ProcessMetrics,
} from '@iq/service-common';
import { DEFAULT_EXAM_CONFIG, type ExamConfig } from './config';
import { AnswerStates } from './data-access/answer-states';
import { createExamStore } from './data-access/exam-store';
import type { ExamDB } from './data-access/schema';
import { purgeExpiredSessions } from './data-access/session-retention-queries';
import { cryptoRandom, type SessionRandom } from './domain/exam-session';
import type { PreparedItemSets } from './domain/prepared-item-sets';
import { answerRoutes } from './entry-points/http/answer-routes';
import { catalogueRoutes } from './entry-points/http/catalogue-routes';
import { contentRoutes } from './entry-points/http/content-routes';
import { handoffRoutes } from './entry-points/http/handoff-routes';
import { internalRoutes } from './entry-points/http/internal-routes';
import { questionnaireRoutes } from './entry-points/http/questionnaire-routes';
import { runtimeRoutes } from './entry-points/http/runtime-routes';
import { sessionRoutes } from './entry-points/http/session-routes';
import { createSessionPurger, type SessionPurger } from './entry-points/scheduler/session-purge';

export { purgeExpiredSessions };

export interface ExamAppDeps {
  database: Database<ExamDB>;
  logger?: Logger;
  /** From loadExamConfig() in main.ts; the defaults otherwise. */
  config?: ExamConfig;
  /** The service clock (tests move it instead of waiting). */
  now?: () => Date;
  random?: SessionRandom;
  /** What the order service presents on internal calls (INTERNAL_TOKEN). */
  internalToken?: string;
  /** IQ item sets drawn ahead (main.ts starts them); without, each start draws its own. */
  itemSets?: PreparedItemSets;
  /** The process's metrics (GET /metrics with the internal token); the app's own when absent. */
  metrics?: ProcessMetrics;
}

/** The exam service's Express app (tests start it on an ephemeral port). */
export function createExamApp({
  database,
  logger,
  config = DEFAULT_EXAM_CONFIG,
  now = () => new Date(),
  random = cryptoRandom,
  internalToken = DEV_INTERNAL_TOKEN,
  itemSets,
  metrics,
}: ExamAppDeps): Express {
  const store = createExamStore(database.db, { now });
  const context = { store, config, now, random, itemSets, answerStates: new AnswerStates() };
  const routes = Router().use(
    catalogueRoutes(store, config),
    contentRoutes(store, config),
    runtimeRoutes(store),
    // Before the IQ routes: it claims questionnaire sessions on the paths they share.
    questionnaireRoutes(context),
    sessionRoutes(context),
    handoffRoutes(context),
    answerRoutes(context),
    internalRoutes(context, internalToken),
  );
  return createServiceApp({ name: 'exam', database, logger, routes, metrics, internalToken });
}

/**
 * The purge of expired sessions (issue 15, domain/session-retention.ts): main.ts starts it on
 * every instance, tests call purgeNow() on a moved clock.
 */
export function createExamSessionPurger({
  database,
  logger = createLogger('exam', { level: 'silent' }),
  now = () => new Date(),
}: Pick<ExamAppDeps, 'database' | 'logger' | 'now'>): SessionPurger {
  return createSessionPurger({ purgeExpired: (at) => purgeExpiredSessions(database.db, at), logger, now });
}
