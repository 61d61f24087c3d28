import { loadUserConfig, needsSecureCookies } from './config';

/** The settings as `npm start` and the tests run them: development mode. */
const dev = (env: NodeJS.ProcessEnv) => loadUserConfig({ NODE_ENV: 'development', ...env });

describe('loadUserConfig', () => {
  test('defaults: the local site, no Redis, cookies without Secure on http://localhost', () => {
    expect(dev({})).toEqual({
      publicUrl: 'http://localhost:8080',
      redisUrl: undefined,
      secureCookies: false,
    });
  });
  test('PUBLIC_URL (trailing slash dropped) and REDIS_URL', () => {
    expect(dev({ PUBLIC_URL: 'https://iq.example/', REDIS_URL: 'redis://127.0.0.1:6379' })).toEqual({
      publicUrl: 'https://iq.example',
      redisUrl: 'redis://127.0.0.1:6379',
      secureCookies: true,
    });
  });
  test.each([
    ['http://localhost:8080', false],
    ['http://127.0.0.1:9000', false],
    ['https://localhost', true],
    ['http://iq.example', true],
  ])('%s → Secure %p', (url, secure) => expect(needsSecureCookies(url)).toBe(secure));
  test('bad values and production without PUBLIC_URL stop the start', () => {
    expect(() => dev({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
    expect(() => dev({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
    expect(() => loadUserConfig({ NODE_ENV: 'production' })).toThrow(
      /PUBLIC_URL: required unless NODE_ENV=development/,
    );
  });
});
