import { ConfigError } from '@iq/service-common';
import { DEFAULT_ORDER_CONFIG, DEV_LINK_SECRET, DEV_WEBHOOK_SECRET, loadOrderConfig } from './config';

/** The settings as `npm start` and the tests run them: development mode. */
const dev = (env: NodeJS.ProcessEnv) => loadOrderConfig({ NODE_ENV: 'development', ...env });

describe('order config', () => {
  test('defaults: the gateway address as public URL, the dev secret, outbox mail, dev routes on', () => {
    expect(DEFAULT_ORDER_CONFIG).toEqual({
      publicUrl: 'http://localhost:8080',
      webhookSecret: DEV_WEBHOOK_SECRET,
      smtpUrl: undefined,
      mailFrom: 'IQ Test <no-reply@iq-test.local>',
      mailRetryIntervalMs: 30_000,
      devRoutes: true,
      linkSecret: DEV_LINK_SECRET,
      rateLimitFactor: 1,
    });
  });

  test('RATE_LIMIT_FACTOR widens the per-client counts as the gateway reads it; a bad one stops the start', () => {
    expect(dev({ RATE_LIMIT_FACTOR: '50' }).rateLimitFactor).toBe(50);
    for (const bad of ['0', '0.5', 'fifty', '100001'])
      expect(() => dev({ RATE_LIMIT_FACTOR: bad })).toThrow(
        /RATE_LIMIT_FACTOR: must be a number from 1 to 100000/,
      );
  });

  test('PORT moves the default public URL (the e2e stack on 18080); PUBLIC_URL wins; empty is unset', () => {
    expect(dev({ PORT: '18080' }).publicUrl).toBe('http://localhost:18080');
    expect(dev({ PORT: '18080', PUBLIC_URL: 'https://iq.example.com/' }).publicUrl).toBe(
      'https://iq.example.com',
    );
    expect(dev({ PUBLIC_URL: '', SMTP_URL: '' })).toEqual(DEFAULT_ORDER_CONFIG);
  });

  test('SMTP_URL and a secret of our own', () => {
    const secret = 's'.repeat(32);
    expect(dev({ SMTP_URL: 'smtp://mail.internal:2525', PAYMENT_WEBHOOK_SECRET: secret })).toMatchObject({
      smtpUrl: 'smtp://mail.internal:2525',
      webhookSecret: secret,
    });
  });

  test('production: no dev routes, and the secret and public URL must be set', () => {
    expect(() => loadOrderConfig({ NODE_ENV: 'production' })).toThrow(
      /PAYMENT_WEBHOOK_SECRET: required unless NODE_ENV=development; PUBLIC_URL: required unless NODE_ENV=development; REPORT_LINK_SECRET: required unless NODE_ENV=development/,
    );
    // Issue 37: a missing or unknown NODE_ENV is production, not development.
    for (const env of [{}, { NODE_ENV: 'staging' }, { NODE_ENV: '' }])
      expect(() => loadOrderConfig(env)).toThrow(
        /PAYMENT_WEBHOOK_SECRET: required unless NODE_ENV=development/,
      );
    const config = dev({
      NODE_ENV: 'production',
      PAYMENT_WEBHOOK_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://iq.example.com',
      REPORT_LINK_SECRET: 'y'.repeat(40),
    });
    expect(config).toMatchObject({ devRoutes: false, linkSecret: 'y'.repeat(40) });
  });

  test('MAIL_RETRY_INTERVAL_MS sets the outbox rounds', () => {
    expect(dev({ MAIL_RETRY_INTERVAL_MS: '2000' }).mailRetryIntervalMs).toBe(2000);
  });

  test.each([
    [{ PUBLIC_URL: 'ftp://x' }, /PUBLIC_URL/],
    [{ PUBLIC_URL: 'not a url' }, /PUBLIC_URL/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL/],
    [{ PAYMENT_WEBHOOK_SECRET: 'short' }, /PAYMENT_WEBHOOK_SECRET: must be at least 32/],
    [{ REPORT_LINK_SECRET: 'short' }, /REPORT_LINK_SECRET: must be at least 32/],
    [{ MAIL_RETRY_INTERVAL_MS: '10' }, /MAIL_RETRY_INTERVAL_MS/],
    [{ MAIL_RETRY_INTERVAL_MS: 'soon' }, /MAIL_RETRY_INTERVAL_MS/],
  ])('rejects %j', (env, message) => {
    expect(() => dev(env)).toThrow(ConfigError);
    expect(() => dev(env)).toThrow(message);
  });
});
