// Starts the exam service: `npx tsx services/exam/src/main.ts` (EXAM_PORT, HOST, DATABASE_URL, DATA_DIR).
import { runService } from '@iq/service-common';
import { createExamApp } from './app';
import { examMigrations } from './data-access/migrations';

runService(createExamApp, { service: 'exam', migrations: examMigrations }).catch(() => {
  process.exitCode = 1; // already logged
});
