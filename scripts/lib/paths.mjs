import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const REMOTES = ['landing', 'exam', 'checkout', 'report', 'account'];
export const APPS = ['shell', ...REMOTES.map((r) => `mfe-${r}`)];

/** Where deployed remote builds and the live manifest live (override with DEPLOY_DIR). */
export function deployDir(env = process.env) {
  return path.resolve(env.DEPLOY_DIR || path.join(REPO_ROOT, '.deploy'));
}
