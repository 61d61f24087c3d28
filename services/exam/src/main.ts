// Starts the exam service: `npx tsx services/exam/src/main.ts` (EXAM_PORT, HOST, DATABASE_URL,
// DATA_DIR, EXAM_TIME_LIMIT_SECONDS, EXAM_MIN_SECONDS_PER_ITEM).
import { loadInternalToken, runService } from '@iq/service-common';
import { createExamApp, createExamSessionPurger } from './app';
import { loadExamConfig, type ExamConfig } from './config';
import { examMigrations } from './data-access/migrations';
import type { ExamDB } from './data-access/schema';

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
      return createExamApp({ ...deps, config: examConfig, internalToken });
    },
    {
      service: 'exam',
      migrations: examMigrations,
    },
  ).catch(() => {
    process.exitCode = 1; // already logged
  });
}
