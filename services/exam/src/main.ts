// Starts the exam service: `npx tsx services/exam/src/main.ts` (EXAM_PORT, HOST, DATABASE_URL,
// DATA_DIR, EXAM_TIME_LIMIT_SECONDS, EXAM_MIN_SECONDS_PER_ITEM).
import { loadInternalToken, runService } from '@iq/service-common';
import { createExamApp } from './app';
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
  runService<ExamDB>((deps) => createExamApp({ ...deps, config: examConfig, internalToken }), {
    service: 'exam',
    migrations: examMigrations,
  }).catch(() => {
    process.exitCode = 1; // already logged
  });
}
