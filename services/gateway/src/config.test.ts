import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError } from '@iq/service-common';
import { registryEnabled, shellSharedFromBuild } from './config';

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
