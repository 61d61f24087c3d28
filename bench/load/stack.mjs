// bench/load's own stack: the builds as they are (shell/dist, mfe-*/dist: this bench never builds,
// so it measures what was built and can run beside a build of another checkout), published into a
// temporary store, and the four processes on `port`…`port + 3` with a temporary DATA_DIR.
// DATABASE_URL, when set, passes through: the services then use PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES, REPO_ROOT } from '../../scripts/lib/paths.mjs';
import { activateVersion, publishBuild } from '../../scripts/lib/remote-store.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';

function assertBuilt() {
  const missing = ['shell', ...REMOTES.map((r) => `mfe-${r}`)].filter(
    (app) => !fs.existsSync(path.join(REPO_ROOT, app, 'dist', 'mf-manifest.json')),
  );
  if (missing.length)
    throw new Error(`not built: ${missing.join(', ')} (run npm run build first; bench:load does not build)`);
}

/** The services' and gateway's ports and URLs for a stack on `port`. */
export function stackUrls(port) {
  const at = (p) => `http://127.0.0.1:${p}`;
  return { gateway: at(port), exam: at(port + 1), order: at(port + 2), user: at(port + 3) };
}

export async function withLoadStack({ port, logLevel }, measure) {
  assertBuilt();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'iq-bench-load-'));
  const deploy = path.join(tmp, 'deploy');
  try {
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
        LOG_LEVEL: logLevel,
        // One client address sends every visitor's calls: the abuse limits (60 session starts per
        // 10 min) would refuse nearly all of them; 1000× leaves them far above this bench's counts.
        RATE_LIMIT_FACTOR: '1000',
        // The setup answers a whole test in a second to buy a real order (as the e2e tests do).
        EXAM_MIN_SECONDS_PER_ITEM: '0',
      },
    });
    try {
      return await measure({ ...stackUrls(port), dataDir: path.join(tmp, 'data'), stack });
    } finally {
      await stack.stop();
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
