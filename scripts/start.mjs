#!/usr/bin/env node
// `npm start`: installs what is missing, builds what is stale, publishes the local remote builds
// to the remote store and makes them live, starts the services and the gateway on the
// embedded database, and prints the address. Ctrl-C stops everything.
// `--cluster` (`npm run start:cluster`, issue 15): two of each service and two gateways on one
// machine, sharing PostgreSQL (DATABASE_URL, default the local server's `iq_cluster` database,
// created when missing) and Redis (REDIS_URL, default the local server) — the topology of
// docs/scale-out.md.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!fs.existsSync(path.join(root, 'node_modules', '.package-lock.json'))) {
  console.log('installing dependencies (npm ci) …');
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
}

// Imported after the install: these helpers use installed packages.
const { REMOTES, deployDir } = await import('./lib/paths.mjs');
const { buildApps, staleApps } = await import('./lib/build.mjs');
const { activateVersion, publishBuild } = await import('./lib/remote-store.mjs');
const { startStack } = await import('./lib/stack.mjs');

try {
  buildApps(staleApps());
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const deploy = deployDir();
for (const name of REMOTES) {
  const version = publishBuild(deploy, name, path.join(root, `mfe-${name}`, 'dist'));
  activateVersion(deploy, name, version);
}

const cluster = process.argv.includes('--cluster');
const env = {
  SHELL_DIR: path.join(root, 'shell', 'dist'),
  REMOTES_DIR: path.join(deploy, 'remotes'),
  MANIFEST_FILE: path.join(deploy, 'manifest.json'),
};
if (cluster) {
  const { ensureDatabase } = await import('./lib/postgres.mjs');
  env.DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/iq_cluster';
  env.REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  try {
    await ensureDatabase(env.DATABASE_URL);
  } catch (error) {
    console.error(`could not reach PostgreSQL at ${env.DATABASE_URL}: ${error.message}`);
    process.exit(1);
  }
}
const stack = await startStack({ env, instances: cluster ? 2 : 1 }).catch((error) => {
  console.error(`could not start: ${error.message}`);
  process.exit(1);
});
const where = stack.urls.map((url) => url.replace('127.0.0.1', 'localhost')).join('\n  and at ');
const mode = process.env.NODE_ENV || 'development';
const modeLine =
  mode === 'development'
    ? 'development mode: development secrets, test-mode payments, mails at /dev/mail (not for the internet)'
    : `NODE_ENV=${mode}`;
console.log(`\n  IQ test platform running at ${where}\n  ${modeLine}\n  (Ctrl-C stops it)\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nstopping …');
    await stack.stop();
    process.exit(0);
  });
}
