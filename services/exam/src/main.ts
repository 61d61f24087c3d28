// Starts the exam service: `npx tsx services/exam/src/main.ts` (EXAM_PORT, HOST, DATABASE_URL,
// DATA_DIR, EXAM_TIME_LIMIT_SECONDS, EXAM_MIN_SECONDS_PER_ITEM).
// First: http, express and pg are instrumented as they load (issue 42).
import './start-tracing';
import { loadInternalToken, runService } from '@iq/service-common';
import { QUESTION_COUNT } from '@iq/contracts';
import { createExamApp, createExamSessionPurger } from './app';
import { loadExamConfig, type ExamConfig } from './config';
import { examMigrations } from './data-access/migrations';
import type { ExamDB } from './data-access/schema';
import { cryptoRandom } from './domain/exam-session';
import { PreparedItemSets } from './domain/prepared-item-sets';
import { workerItemSetDrawer } from './entry-points/worker/item-set-drawer';

let config: ExamConfig | undefined;
let internalToken = '';
try {
  config = loadExamConfig(); // a bad setting stops the start, before anything listens
  internalToken = loadInternalToken();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}

if (config) {
  const examConfig = config;
  runService<ExamDB>(
    (deps) => {
      // Expired sessions (issue 15: 7 days unused, nothing sold for them) go every hour.
      createExamSessionPurger(deps).start();
      // 24 IQ sets drawn ahead on a worker thread, so a start does not hold up the answers, and a
      // burst of starts rarely waits for the thread, for some memory
      // (docs/decisions/2026-11-27-twenty-four-sets-ready.md).
      const drawer = workerItemSetDrawer();
      const itemSets = new PreparedItemSets({
        size: 24,
        count: QUESTION_COUNT,
        random: cryptoRandom,
        drawAway: drawer.draw,
        onDrawAwayFailed: (err) =>
          deps.logger.error({ err }, 'item-set worker failed: sets are drawn on the main thread'),
      }).start();
      return createExamApp({ ...deps, config: examConfig, internalToken, itemSets });
    },
    {
      service: 'exam',
      migrations: examMigrations,
    },
  ).catch(() => {
    process.exitCode = 1; // already logged
  });
}
