import { defineConfig } from '@playwright/test';
import { TEST_BROWSER_LAUNCH_OPTIONS } from '../scripts/lib/chromium.mjs';
import { E2E_BASE_URL } from './stack-env';

/**
 * Specs that change what the whole stack serves (a remote's build hidden, a build swapped or
 * promoted, a canary): they run alone, after every other spec, so no other page loads the build
 * they are changing. To run one of them alone, pass `--no-deps` (without it Playwright runs the
 * whole 'site' project first).
 */
const DEPLOYMENT_SPECS = [
  '**/remote-failure.spec.ts',
  '**/remote-swap.spec.ts',
  '**/registry.spec.ts',
  '**/canary-analysis.spec.ts',
];

// One stack for the whole run (global setup), Debian's Chromium, never a downloaded browser.
// Four workers on two cores: a browser test waits on its pages much of the time (with two, the
// cores stood two-thirds idle; docs/decisions/2026-12-01-four-browser-test-workers.md), and each
// spec keeps its own visitors, addresses and orders, so specs side by side meet nothing of each
// other's.
export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/results',
  fullyParallel: false,
  workers: 4,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: E2E_BASE_URL,
    // A trace is recorded for a failed test's retry (CI retries once), not for every test: recording
    // each one cost a third of the suite's CPU (docs/decisions/2026-12-01-e2e-traces-on-retry.md).
    // `--trace on` records them all.
    trace: 'on-first-retry',
    launchOptions: TEST_BROWSER_LAUNCH_OPTIONS,
  },
  projects: [
    { name: 'site', testIgnore: DEPLOYMENT_SPECS },
    { name: 'deployment', testMatch: DEPLOYMENT_SPECS, dependencies: ['site'], workers: 1 },
  ],
});
