// A bench's own stack: the builds (rebuilding what is stale unless `build: false`), every remote
// build published into a temporary store, the four processes on `port`…`port + 3` with their own
// DATA_DIR (DATABASE_URL, when set, passes through: the services then use PostgreSQL), then
// `measure(baseUrl, stack)`, then everything stopped and the temporary folder removed.
import fs from 'node:fs';
import path from 'node:path';
import { buildApps, staleApps } from '../../scripts/lib/build.mjs';
import { REMOTES, REPO_ROOT } from '../../scripts/lib/paths.mjs';
import { activateVersion, publishBuild } from '../../scripts/lib/remote-store.mjs';
import { portsEnv, startStack } from '../../scripts/lib/stack.mjs';

/** Refuses to start on missing builds (a bench told not to build measures what was built). */
function assertBuilt() {
  const missing = ['shell', ...REMOTES.map((r) => `mfe-${r}`)].filter(
    (app) => !fs.existsSync(path.join(REPO_ROOT, app, 'dist', 'mf-manifest.json')),
  );
  if (missing.length) throw new Error(`not built: ${missing.join(', ')} (run npm run build first)`);
}

/**
 * @param {string} name the temporary folder's name under .e2e-tmp
 * @param {number} port the gateway's; the services take the next three
 * @param {(baseUrl: string, stack: { dataDir: string, stop: () => Promise<void> }) => Promise<any>} measure
 * @param {{ build?: boolean, env?: Record<string, string> }} [options] env adds to or overrides the stack's
 */
export async function withOwnStack(name, port, measure, { build = true, env = {} } = {}) {
  if (build) buildApps(staleApps());
  else assertBuilt();
  const tmp = path.join(REPO_ROOT, '.e2e-tmp', name);
  const deploy = path.join(tmp, 'deploy');
  fs.rmSync(tmp, { recursive: true, force: true });
  try {
    for (const remote of REMOTES)
      activateVersion(
        deploy,
        remote,
        publishBuild(deploy, remote, path.join(REPO_ROOT, `mfe-${remote}`, 'dist')),
      );
    const dataDir = path.join(tmp, 'data');
    const stack = await startStack({
      quiet: true,
      env: {
        ...portsEnv(port),
        DATA_DIR: dataDir,
        SHELL_DIR: path.join(REPO_ROOT, 'shell', 'dist'),
        REMOTES_DIR: path.join(deploy, 'remotes'),
        MANIFEST_FILE: path.join(deploy, 'manifest.json'),
        LOG_LEVEL: 'warn',
        // One client sends every visitor's calls (the benches load the question page, a session
        // start each, far more often than a visitor): the abuse limits stay on, 1000× wider.
        RATE_LIMIT_FACTOR: '1000',
        ...env,
      },
    });
    try {
      return await measure(`http://localhost:${port}`, { ...stack, dataDir });
    } finally {
      await stack.stop();
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
