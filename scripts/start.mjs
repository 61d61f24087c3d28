#!/usr/bin/env node
// `npm start`: installs what is missing, builds what is stale, publishes the local remote builds
// to the remote store and makes them live, starts the services and the gateway on the
// embedded database, and prints the address. Ctrl-C stops everything.
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

const stack = await startStack({
  env: {
    SHELL_DIR: path.join(root, 'shell', 'dist'),
    REMOTES_DIR: path.join(deploy, 'remotes'),
    MANIFEST_FILE: path.join(deploy, 'manifest.json'),
  },
}).catch((error) => {
  console.error(`could not start: ${error.message}`);
  process.exit(1);
});
console.log(
  `\n  IQ test platform running at ${stack.url.replace('127.0.0.1', 'localhost')}\n  (Ctrl-C stops it)\n`,
);

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
