// The order service's own settings, validated once at start (CONVENTIONS.md); ports, service
// URLs and the database stay in @iq/service-common's loadConfig.
import { z } from 'zod';
import { ConfigError, isDevelopmentMode, OUTSIDE_DEVELOPMENT, rateLimitFactor } from '@iq/service-common';

/** Development only: signs the simulated providers' events when PAYMENT_WEBHOOK_SECRET is unset. */
export const DEV_WEBHOOK_SECRET = 'dev-only-payment-webhook-secret-not-for-production';
/** Development only: signs report file links when REPORT_LINK_SECRET is unset. */
export const DEV_LINK_SECRET = 'dev-only-report-link-secret-not-for-production';

const orderEnvSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  // Where visitors reach the site: absolute links in mail (the report link) start with it.
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  // Signs and verifies payment events (HMAC-SHA256); long enough not to be guessed.
  PAYMENT_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // smtp://user:pass@host:port or smtps://…; unset → mail stays in the outbox (/dev/mail).
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  // The sender of the order mails.
  MAIL_FROM: z.string().min(3).optional(),
  // How often queued mail is retried while SMTP_URL is set (a mail server that was down).
  MAIL_RETRY_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).optional(),
  // Signs the expiring download links of report files (HMAC-SHA256).
  REPORT_LINK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
});

export interface OrderConfig {
  /** No trailing slash. */
  publicUrl: string;
  webhookSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Milliseconds between rounds of the mail outbox (MAIL_RETRY_INTERVAL_MS, default 30 s). */
  mailRetryIntervalMs: number;
  /** /dev/mail and /dev/mail.json: in development only (NODE_ENV=development or test). */
  devRoutes: boolean;
  /** HMAC key of the report file links (issue 8). */
  linkSecret: string;
  /**
   * RATE_LIMIT_FACTOR (default 1): widens the per-client counts (certificate checks, report and
   * unsubscribe codes asked), as it widens the gateway's; per-address counts stay as they are.
   */
  rateLimitFactor: number;
}

/** Reads and validates the order settings; empty variables count as unset. */
export function loadOrderConfig(env: NodeJS.ProcessEnv = process.env): OrderConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = orderEnvSchema.safeParse(present);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  const production = !isDevelopmentMode(present);
  let factor = 1;
  try {
    factor = rateLimitFactor(present.RATE_LIMIT_FACTOR);
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (parsed.success && production) {
    for (const name of ['PAYMENT_WEBHOOK_SECRET', 'PUBLIC_URL', 'REPORT_LINK_SECRET'] as const)
      if (!parsed.data[name]) problems.push(`${name}: ${OUTSIDE_DEVELOPMENT}`);
  }
  if (!parsed.success || problems.length)
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  const e = parsed.data;
  return {
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    webhookSecret: e.PAYMENT_WEBHOOK_SECRET ?? DEV_WEBHOOK_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'IQ Test <no-reply@iq-test.local>',
    mailRetryIntervalMs: e.MAIL_RETRY_INTERVAL_MS ?? 30_000,
    devRoutes: !production,
    linkSecret: e.REPORT_LINK_SECRET ?? DEV_LINK_SECRET,
    rateLimitFactor: factor,
  };
}

/** Development settings: what tests and `npm start` run with. */
export const DEFAULT_ORDER_CONFIG: OrderConfig = loadOrderConfig({ NODE_ENV: 'development' });
