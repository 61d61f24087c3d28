// A bench's own stack: builds what is stale, publishes every remote build into a temporary
// store, starts the four processes on `port`…`port + 3`, runs `measure(baseUrl)`, stops.
import fs from 'node:fs';
import path from 'node:path';
import { buildApps, staleApps } from '../../scripts/lib/build.mjs';
import { REMOTES, REPO_ROOT } from '../../scripts/lib/paths.mjs';
import { activateVersion, publishBuild } from '../../scripts/lib/remote-store.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';

export async function withOwnStack(name, port, measure) {
  buildApps(staleApps());
  const tmp = path.join(REPO_ROOT, '.e2e-tmp', name);
  const deploy = path.join(tmp, 'deploy');
  fs.rmSync(tmp, { recursive: true, force: true });
  for (const remote of REMOTES)
    activateVersion(
      deploy,
      remote,
      publishBuild(deploy, remote, path.join(REPO_ROOT, `mfe-${remote}`, 'dist')),
    );
  const stack = await startStack({
    quiet: true,
    env: {
      PORT: String(port),
      EXAM_PORT: String(port + 1),
      ORDER_PORT: String(port + 2),
      USER_PORT: String(port + 3),
      DATA_DIR: path.join(tmp, 'data'),
      SHELL_DIR: path.join(REPO_ROOT, 'shell', 'dist'),
      REMOTES_DIR: path.join(deploy, 'remotes'),
      MANIFEST_FILE: path.join(deploy, 'manifest.json'),
      LOG_LEVEL: 'warn',
      // The benches load the question page (a session start each) far more often than a visitor.
      RATE_LIMIT_FACTOR: '1000',
    },
  });
  try {
    return await measure(`http://localhost:${port}`);
  } finally {
    await stack.stop();
  }
}
