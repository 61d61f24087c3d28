import path from 'node:path';

// The e2e stack runs beside any `npm start` stack: its own ports, data and remote store.
export const REPO_ROOT = path.resolve(__dirname, '..');
export const E2E_TMP = path.join(REPO_ROOT, '.e2e-tmp');
export const E2E_DEPLOY_DIR = path.join(E2E_TMP, 'deploy');
export const E2E_PORT = Number(process.env.E2E_PORT || 18080);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;

export const E2E_ENV = {
  PORT: String(E2E_PORT),
  EXAM_PORT: String(E2E_PORT + 1),
  ORDER_PORT: String(E2E_PORT + 2),
  USER_PORT: String(E2E_PORT + 3),
  DATA_DIR: path.join(E2E_TMP, 'data'),
  SHELL_DIR: path.join(REPO_ROOT, 'shell', 'dist'),
  REMOTES_DIR: path.join(E2E_DEPLOY_DIR, 'remotes'),
  MANIFEST_FILE: path.join(E2E_DEPLOY_DIR, 'manifest.json'),
  // Development mode: test-mode secrets and /dev/mail, which the tests read (issue 37: a
  // missing NODE_ENV is production).
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  // Links in the mails point at this stack, whatever PUBLIC_URL the shell has.
  PUBLIC_URL: E2E_BASE_URL,
  // Browser tests answer in milliseconds; the too-fast check of real visitors stays on by default.
  EXAM_MIN_SECONDS_PER_ITEM: '0',
  // The suite starts a few hundred tests from one address in minutes; the limits stay on, wider.
  RATE_LIMIT_FACTOR: '50',
};
