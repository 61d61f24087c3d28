// Starts the order service: `npx tsx services/order/src/main.ts` (ORDER_PORT, HOST, DATABASE_URL,
// DATA_DIR, EXAM_PORT/EXAM_URL, USER_PORT/USER_URL, PORT/PUBLIC_URL, PAYMENT_WEBHOOK_SECRET,
// SMTP_URL, MAIL_FROM, MAIL_RETRY_INTERVAL_MS, INTERNAL_TOKEN, REPORT_LINK_SECRET,
// RATE_LIMIT_FACTOR).
// First: http, express and pg are instrumented as they load (issue 42).
import './start-tracing';
import { loadConfigOrExit, loadInternalToken, runService } from '@iq/service-common';
import { createOrderApp, createOrderScheduler } from './app';
import { loadOrderConfig, type OrderConfig } from './config';
import { createExamSessionsClient } from './modules/orders';
import { createMailDelivery, createMailOutbox } from './modules/mail';
import { createUserAccountsClient } from './modules/accounts';
import { orderMigrations } from './data-access/migrations';
import type { OrderDB } from './data-access/schema';
import { rendererReportFiles } from './modules/reports';

let config: OrderConfig | undefined;
let internalToken = '';
try {
  config = loadOrderConfig(); // a bad setting stops the start, before anything listens
  // The exam and user services' internal calls ask for it; so do our own /internal/* routes.
  internalToken = loadInternalToken();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}

if (config) {
  const orderConfig = config;
  const common = loadConfigOrExit();
  // The exam service's address follows EXAM_PORT (or EXAM_URL), as the gateway's does.
  const examSessions = createExamSessionsClient(common.urls.exam, { internalToken });
  // Issue 11: after a purchase, the user service ensures an account (USER_PORT or USER_URL).
  const userAccounts = createUserAccountsClient(common.urls.user, { internalToken });
  runService<OrderDB>(
    (deps) => {
      // With SMTP_URL, queued mail is also retried every MAIL_RETRY_INTERVAL_MS (default 30 s).
      const mailDelivery = createMailDelivery(createMailOutbox(deps.database.db), {
        smtpUrl: orderConfig.smtpUrl,
        from: orderConfig.mailFrom,
        logger: deps.logger,
      });
      mailDelivery.start(orderConfig.mailRetryIntervalMs);
      // PDFs and certificates render in worker threads; loading react-pdf there starts now,
      // so the first download does not wait for it.
      const reportFiles = rendererReportFiles();
      reportFiles.renderer
        .warmUp()
        .catch((err: unknown) => deps.logger.error({ err }, 'renderer warm-up failed'));
      // Renewals, retries and reminder mails: every instance runs the job table (row locks keep
      // each job to one of them).
      const scheduler = createOrderScheduler({ ...deps, config: orderConfig, mailDelivery, userAccounts });
      scheduler.start();
      return createOrderApp({
        ...deps,
        config: orderConfig,
        examSessions,
        mailDelivery,
        reportFiles,
        internalToken,
        // A paid order's account job, or a refund, runs now rather than at the next 30 s tick.
        onJobsDue: () => {
          scheduler.runDue().catch((err: unknown) => deps.logger.error({ err }, 'scheduler round failed'));
        },
      });
    },
    {
      service: 'order',
      migrations: orderMigrations,
      config: common,
    },
  ).catch(() => {
    process.exitCode = 1; // already logged
  });
}
