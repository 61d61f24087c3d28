// The deploy file read on every request: re-read each time, validated once per distinct text.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readManifest } from './manifest-file';

const manifest = (version: string) => ({
  remotes: { landing: { version, entry: `/remotes/landing/${version}/mf-manifest.json` } },
});

describe('readManifest', () => {
  let tmp: string;
  let file: string;
  beforeEach(() => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'manifest-file-'));
    file = path.join(tmp, 'manifest.json');
  });
  afterEach(() => rmSync(tmp, { recursive: true, force: true }));

  test('the same text: the one validated manifest, frozen (no request can change it for the next)', async () => {
    writeFileSync(file, JSON.stringify(manifest('1.0.0')));
    const first = await readManifest(file);
    expect(first).toEqual({ ok: true, manifest: manifest('1.0.0') });
    expect(await readManifest(file)).toBe(first);
    if (!first.ok) throw new Error('unreachable');
    expect(() => {
      (first.manifest.remotes as Record<string, unknown>).exam = { version: 'x', entry: 'y' };
    }).toThrow(TypeError);
    expect(() => {
      first.manifest.remotes.landing!.version = '6.6.6';
    }).toThrow(TypeError);
  });

  test('a deploy swapping the file in is seen on the next read', async () => {
    writeFileSync(file, JSON.stringify(manifest('1.0.0')));
    await readManifest(file);
    writeFileSync(file, JSON.stringify(manifest('1.0.1')));
    expect(await readManifest(file)).toEqual({ ok: true, manifest: manifest('1.0.1') });
    writeFileSync(file, JSON.stringify(manifest('1.0.0')));
    expect(await readManifest(file)).toEqual({ ok: true, manifest: manifest('1.0.0') });
  });

  test('unreadable, not JSON, not a manifest: the reason, every time', async () => {
    expect(await readManifest(file)).toEqual({ ok: false, reason: 'cannot read: ENOENT' });
    writeFileSync(file, '{"remotes":');
    expect(await readManifest(file)).toEqual({ ok: false, reason: 'not JSON' });
    expect(await readManifest(file)).toEqual({ ok: false, reason: 'not JSON' });
    writeFileSync(file, JSON.stringify({ remotes: { landing: { version: 1 } } }));
    const invalid = await readManifest(file);
    expect(invalid.ok).toBe(false);
    expect(await readManifest(file)).toEqual(invalid);
  });
});
