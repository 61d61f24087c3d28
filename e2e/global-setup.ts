import fs from 'node:fs';
import path from 'node:path';
import { E2E_DEPLOY_DIR, E2E_ENV, E2E_TMP, REPO_ROOT } from './stack-env';

// Starts one stack for every test: fresh data, a remote store holding the current builds.
// E2E_INSTANCES=2 (with DATABASE_URL and REDIS_URL) runs the specs against two of each service
// and two gateways (issue 15's topology; `npm run start:cluster`).
export default async function globalSetup() {
  const { REMOTES } = await import('../scripts/lib/paths.mjs');
  const { activateVersion, publishBuild } = await import('../scripts/lib/remote-store.mjs');
  const { startStack } = await import('../scripts/lib/stack.mjs');

  fs.rmSync(E2E_TMP, { recursive: true, force: true });
  fs.mkdirSync(E2E_DEPLOY_DIR, { recursive: true });
  for (const name of REMOTES) {
    const version = publishBuild(E2E_DEPLOY_DIR, name, path.join(REPO_ROOT, `mfe-${name}`, 'dist'));
    activateVersion(E2E_DEPLOY_DIR, name, version);
  }
  const instances = Number(process.env.E2E_INSTANCES || 1);
  // E2E_STACK_LOGS=1 prints the stack's own log lines (quiet otherwise: warnings and errors only).
  const quiet = !process.env.E2E_STACK_LOGS;
  const stack = await startStack({ env: E2E_ENV, quiet, instances });
  return async () => {
    await stack.stop();
  };
}
