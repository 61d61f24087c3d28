// "Builds what is stale": an app is rebuilt when the hash of its inputs (its own sources and
// the shared packages it bundles) differs from the stamp left by its last build.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { APPS, REPO_ROOT } from './paths.mjs';
import { precompressDir } from './precompress.mjs';

const SKIP = new Set(['node_modules', 'dist', '.deploy', 'data']);
const SHARED_INPUTS = [
  'shared/api',
  'shared/contracts',
  'shared/design-system',
  'shared/i18n',
  'shared/mf-build',
];
// Stamps live beside the builds' caches, not inside dist/, so they never ship with a build.
const STAMP_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'iq-build');
const stampOf = (app) => path.join(STAMP_DIR, `${app}.stamp`);

function hashTree(hash, dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))) {
    if (SKIP.has(entry.name) || entry.name.endsWith('.test.ts') || entry.name.endsWith('.test.tsx')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, full);
    else {
      hash.update(path.relative(REPO_ROOT, full));
      hash.update(fs.readFileSync(full));
    }
  }
}

export function inputsHash(app) {
  const hash = crypto.createHash('sha256');
  for (const dir of [app, ...SHARED_INPUTS]) hashTree(hash, path.join(REPO_ROOT, dir));
  hash.update(fs.readFileSync(path.join(REPO_ROOT, 'package-lock.json')));
  return hash.digest('hex');
}

export function staleApps(apps = APPS) {
  return apps.filter((app) => {
    const stamp = stampOf(app);
    const built = fs.existsSync(path.join(REPO_ROOT, app, 'dist', 'mf-manifest.json'));
    return !built || !fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== inputsHash(app);
  });
}

/** Builds the given apps (two at a time through lerna) and stamps them. */
export function buildApps(apps) {
  // Builds from before precompression, or copies deleted by hand: made here too (cheap when present).
  for (const app of APPS.filter((a) => !apps.includes(a)))
    if (fs.existsSync(path.join(REPO_ROOT, app, 'dist'))) precompressDir(path.join(REPO_ROOT, app, 'dist'));
  if (apps.length === 0) return;
  // The inputs as they are when the build starts: a file edited during the build leaves a stamp
  // that no longer matches, so the next run builds again (hashed after, it never would).
  const inputs = new Map(apps.map((app) => [app, inputsHash(app)]));
  console.log(`building ${apps.join(', ')} …`);
  const scopes = apps.flatMap((app) => ['--scope', app]);
  const result = spawnSync(
    'npx',
    ['lerna', 'run', 'build', '--concurrency', '2', '--no-progress', ...scopes],
    {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('build failed');
  // Compressed once here, so the gateway never compresses a static file per request.
  for (const app of apps) precompressDir(path.join(REPO_ROOT, app, 'dist'));
  fs.mkdirSync(STAMP_DIR, { recursive: true });
  for (const app of apps) fs.writeFileSync(stampOf(app), inputs.get(app));
}
