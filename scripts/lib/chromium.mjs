// Debian's Chromium (never a downloaded browser) with the flags this machine needs: no sandbox
// as root, and no background networking, which the closed network would refuse (TOOLCHAIN.md).
import fs from 'node:fs';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The whole browser: what the benchmarks (Lighthouse, bundle) and the synthetic visitors run. */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ARGS,
};

/** Debian's package chromium-headless-shell: the same Blink and V8, without the browser's UI. */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The browser tests' Chromium: the headless shell when installed (what Playwright itself runs
 * headless), else the whole browser. The e2e suite's browsers used a third less CPU on it
 * (docs/decisions/2026-12-01-browser-tests-on-the-headless-shell.md). CHROMIUM_PATH wins.
 */
export const TEST_BROWSER_LAUNCH_OPTIONS = {
  executablePath:
    process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: ARGS,
};
