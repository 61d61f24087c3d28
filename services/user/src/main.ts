// Starts the user service: `npx tsx services/user/src/main.ts` (USER_PORT, HOST, DATABASE_URL,
// DATA_DIR, ORDER_PORT/ORDER_URL, PORT/PUBLIC_URL, INTERNAL_TOKEN, REDIS_URL).
// First: http, express and pg are instrumented as they load (issue 42).
import './start-tracing';
import { Redis } from 'ioredis';
import { loadConfigOrExit, loadInternalToken, runService } from '@iq/service-common';
import { createUserApp } from './app';
import { loadUserConfig, type UserConfig } from './config';
import { userMigrations } from './data-access/migrations';
import { createOrderMailSender, createOrderService } from './data-access/order-service';
import type { UserDB } from './data-access/schema';

let config: UserConfig | undefined;
let internalToken = '';
try {
  config = loadUserConfig(); // a bad setting stops the start, before anything listens
  internalToken = loadInternalToken();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}

if (config) {
  const userConfig = config;
  const common = loadConfigOrExit();
  const orderOptions = { internalToken };
  // Throttling counts in Redis when set (the database otherwise, and while Redis is down).
  const redis = userConfig.redisUrl
    ? new Redis(userConfig.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : undefined;
  runService<UserDB>(
    (deps) => {
      redis?.on('error', (err: Error) => deps.logger.warn({ error: err.message }, 'redis unavailable'));
      return createUserApp({
        ...deps,
        config: userConfig,
        internalToken,
        orders: createOrderService(common.urls.order, orderOptions),
        mail: createOrderMailSender(common.urls.order, orderOptions),
        redis,
      });
    },
    { service: 'user', migrations: userMigrations, config: common },
  ).catch(() => {
    process.exitCode = 1; // already logged
  });
}
