import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError } from '@iq/service-common';
import {
  gatewayOptionsFromEnv,
  redisUrlFromEnv,
  registryEnabled,
  shellSharedFromBuild,
  trustProxyFromEnv,
} from './config';

/** The settings as `npm start` and the tests run them: development mode. */
const dev = (env: NodeJS.ProcessEnv) => gatewayOptionsFromEnv({ NODE_ENV: 'development', ...env });

describe('REGISTRY', () => {
  test.each([
    [undefined, false],
    ['', false],
    ['off', false],
    ['OFF', false],
    ['on', true],
    [' On ', true],
  ])('%p → %p', (value, expected) => expect(registryEnabled({ REGISTRY: value })).toBe(expected));

  test.each(['1', 'true', 'yes', 'onn'])('%p is refused, not silently off', (value) => {
    expect(() => registryEnabled({ REGISTRY: value })).toThrow(ConfigError);
  });
});

test("the shell's shared versions come from its build's mf-manifest.json", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'iq-shell-shared-'));
  try {
    writeFileSync(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({
        shared: [
          { name: 'react', version: '19.3.1', requiredVersion: '^19.0.0' },
          { name: 'react-dom/client', version: '19.3.1' },
        ],
      }),
    );
    await expect(shellSharedFromBuild(dir)).resolves.toEqual({ react: '19.3.1', 'react-dom': '19.3.1' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('abuse limits settings', () => {
  test('RATE_LIMIT_FACTOR scales the limits: default 1; below 1, zero or not a number stops the start', () => {
    expect(dev({}).abuse).toEqual({ factor: 1 });
    expect(dev({ RATE_LIMIT_FACTOR: '50' }).abuse).toEqual({ factor: 50 });
    for (const bad of ['0', '-1', '0.5', 'many', 'Infinity'])
      expect(() => dev({ RATE_LIMIT_FACTOR: bad })).toThrow(ConfigError);
  });

  test('REDIS_URL: a redis:// or rediss:// URL, or nothing', () => {
    expect(redisUrlFromEnv({})).toBeUndefined();
    expect(redisUrlFromEnv({ REDIS_URL: 'redis://127.0.0.1:6379' })).toBe('redis://127.0.0.1:6379');
    expect(() => redisUrlFromEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(ConfigError);
  });
});

describe('TRUST_PROXY (issue 15)', () => {
  test.each<[string | undefined, false | number | string[]]>([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    [' 2 ', 2],
    ['loopback', ['loopback']],
    ['loopback, 10.0.0.0/8', ['loopback', '10.0.0.0/8']],
    ['LinkLocal,uniquelocal,192.168.1.7', ['linklocal', 'uniquelocal', '192.168.1.7']],
    ['::1, fd00::/8', ['::1', 'fd00::/8']],
  ])('%p → %p', (value, expected) => {
    expect(trustProxyFromEnv(value)).toEqual(expected);
    expect(dev({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  test.each([
    'true',
    'yes',
    '-1',
    '11',
    '1.5',
    'loopback,',
    'localhost',
    '10.0.0.0/33',
    '::1/129',
    '10.0.0.0/8/1',
    '300.1.1.1',
  ])('%p stops the start', (value) => {
    expect(() => dev({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => trustProxyFromEnv(value)).toThrow(/TRUST_PROXY/);
  });
});

test("PUBLIC_URL: its origin is the site's own (beside each request's Host); not a URL stops the start", () => {
  expect(dev({}).ownOrigins).toEqual([]);
  expect(dev({ PUBLIC_URL: 'https://IQ.example/app/' }).ownOrigins).toEqual(['https://iq.example']);
  for (const bad of ['iq.example', 'ftp://iq.example'])
    expect(() => dev({ PUBLIC_URL: bad })).toThrow(ConfigError);
});

// Issue 37: /dev/mail showed anyone every mail wherever NODE_ENV was not `production`.
test('/dev/mail only in development; a missing NODE_ENV is production and needs INTERNAL_TOKEN', () => {
  expect(dev({}).devMail).toBe(true);
  expect(gatewayOptionsFromEnv({ NODE_ENV: 'test' }).devMail).toBe(true);
  const token = { INTERNAL_TOKEN: 't'.repeat(40) };
  for (const env of [{}, { NODE_ENV: 'production' }, { NODE_ENV: 'staging' }]) {
    expect(gatewayOptionsFromEnv({ ...env, ...token }).devMail).toBe(false);
    expect(() => gatewayOptionsFromEnv(env)).toThrow(/INTERNAL_TOKEN: required unless NODE_ENV=development/);
  }
});
