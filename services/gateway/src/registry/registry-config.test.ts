import { ConfigError } from '@iq/service-common';
import { registryConfigFromEnv } from './registry-config';

describe('registryConfigFromEnv', () => {
  test('nothing set: no publishing, the request’s own origin, Secure cookies', () => {
    expect(registryConfigFromEnv({})).toEqual({
      publishToken: undefined,
      allowedOrigins: [],
      secureCookies: true,
      rum: { sampleRate: 1, flushMs: 5000, analysisIntervalMs: 30_000, notifyUrl: undefined },
    });
  });

  test('issue 41: sampling, flushes, the analysis pace and the notification hook', () => {
    expect(
      registryConfigFromEnv({
        RUM_SAMPLE_RATE: '0.25',
        RUM_FLUSH_MS: '500',
        REGISTRY_ANALYSIS_INTERVAL_MS: '1000',
        REGISTRY_NOTIFY_URL: 'https://hooks.example/canary',
      }).rum,
    ).toEqual({
      sampleRate: 0.25,
      flushMs: 500,
      analysisIntervalMs: 1000,
      notifyUrl: 'https://hooks.example/canary',
    });
  });

  test.each([
    ['https://iq.example', ['https://iq.example'], true],
    ['https://iq.example/', ['https://iq.example'], true],
    ['http://localhost:8080', ['http://localhost:8080'], false],
    ['http://127.0.0.1:8080', ['http://127.0.0.1:8080'], false],
    ['http://iq.example', ['http://iq.example'], true],
  ])('PUBLIC_URL=%s → origins %j, Secure %s', (url, origins, secure) => {
    expect(registryConfigFromEnv({ PUBLIC_URL: url })).toMatchObject({
      allowedOrigins: origins,
      secureCookies: secure,
    });
  });

  test('ADMIN_ORIGINS wins over PUBLIC_URL; the publish token is passed on', () => {
    const token = 'a-long-enough-publish-token-123';
    expect(
      registryConfigFromEnv({
        PUBLIC_URL: 'https://iq.example',
        ADMIN_ORIGINS: 'https://admin.iq.example, https://iq.example',
        REGISTRY_PUBLISH_TOKEN: token,
      }),
    ).toEqual({
      publishToken: token,
      allowedOrigins: ['https://admin.iq.example', 'https://iq.example'],
      secureCookies: true,
      rum: expect.objectContaining({ sampleRate: 1 }),
    });
  });

  test.each([
    [{ REGISTRY_PUBLISH_TOKEN: 'short' }, /REGISTRY_PUBLISH_TOKEN/],
    [{ ADMIN_ORIGINS: 'https://iq.example/admin' }, /not a bare origin/],
    [{ ADMIN_ORIGINS: 'ftp://iq.example' }, /ADMIN_ORIGINS/],
    [{ PUBLIC_URL: 'not a url' }, /PUBLIC_URL/],
    [{ RUM_SAMPLE_RATE: '1.5' }, /RUM_SAMPLE_RATE/],
    [{ RUM_FLUSH_MS: '10' }, /RUM_FLUSH_MS/],
    [{ REGISTRY_NOTIFY_URL: 'file:///etc/passwd' }, /REGISTRY_NOTIFY_URL/],
  ])('%j is a ConfigError', (env, message) => {
    expect(() => registryConfigFromEnv(env)).toThrow(ConfigError);
    expect(() => registryConfigFromEnv(env)).toThrow(message);
  });
});
