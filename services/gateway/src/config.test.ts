import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError } from '@iq/service-common';
import { gatewayOptionsFromEnv, redisUrlFromEnv, registryEnabled, shellSharedFromBuild } from './config';

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
    expect(gatewayOptionsFromEnv({}).abuse).toEqual({ factor: 1 });
    expect(gatewayOptionsFromEnv({ RATE_LIMIT_FACTOR: '50' }).abuse).toEqual({ factor: 50 });
    for (const bad of ['0', '-1', '0.5', 'many', 'Infinity'])
      expect(() => gatewayOptionsFromEnv({ RATE_LIMIT_FACTOR: bad })).toThrow(ConfigError);
  });

  test('REDIS_URL: a redis:// or rediss:// URL, or nothing', () => {
    expect(redisUrlFromEnv({})).toBeUndefined();
    expect(redisUrlFromEnv({ REDIS_URL: 'redis://127.0.0.1:6379' })).toBe('redis://127.0.0.1:6379');
    expect(() => redisUrlFromEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(ConfigError);
  });
});
