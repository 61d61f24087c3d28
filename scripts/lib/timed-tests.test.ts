// The timed files that `npm test` runs apart (scripts/lib/timed-tests.cjs): each entry must name a
// Jest file that exists, or a renamed file would still run, beside the browsers, and its stale
// entry go unnoticed.
import { existsSync } from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '../..');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS list jest.config.js reads too
const TIMED_TESTS: string[] = require('./timed-tests.cjs');

test('every timed file exists and is a test file, listed once', () => {
  expect(TIMED_TESTS.length).toBeGreaterThan(0);
  expect(new Set(TIMED_TESTS).size).toBe(TIMED_TESTS.length);
  const missing = TIMED_TESTS.filter(
    (file) => !/\.test\.tsx?$/.test(file) || !existsSync(path.join(REPO_ROOT, file)),
  );
  expect(missing).toEqual([]);
});
