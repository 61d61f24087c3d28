// Starts the order service: `npx tsx services/order/src/main.ts` (ORDER_PORT, HOST, DATABASE_URL, DATA_DIR).
import { runService } from '@iq/service-common';
import { createOrderApp } from './app';
import { orderMigrations } from './data-access/migrations';

runService(createOrderApp, { service: 'order', migrations: orderMigrations }).catch(() => {
  process.exitCode = 1; // already logged
});
