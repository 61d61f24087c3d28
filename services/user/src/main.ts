// Starts the user service: `npx tsx services/user/src/main.ts` (USER_PORT, HOST, DATABASE_URL, DATA_DIR).
import { runService } from '@iq/service-common';
import { createUserApp } from './app';
import { userMigrations } from './data-access/migrations';

runService(createUserApp, { service: 'user', migrations: userMigrations }).catch(() => {
  process.exitCode = 1; // already logged
});
