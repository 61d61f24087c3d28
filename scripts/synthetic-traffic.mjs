#!/usr/bin/env node
// Issue 41: synthetic phone visitors through the composed site, so the registry has real-user
// beacons to compare a canary build with the live one (in tests and demos, never in production).
//   node scripts/synthetic-traffic.mjs --url http://127.0.0.1:8080 --visits 60 [--path /]
//     [--concurrency 2] [--timeout-ms 15000]
// Each visit: a fresh browser context (its own cookies, so its own canary bucket) with a phone's
// screen and user agent; open the page, let it settle and read it a second, tap the start-test CTA,
// follow it when it leads to the test, then leave for about:blank so the shell's beacon goes out.
// Progress on stderr every 10 visits, the summary as JSON on stdout. Only loopback hosts: it never
// drives traffic elsewhere.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_LAUNCH_OPTIONS } from './lib/chromium.mjs';

export const MAX_VISITS = 2000;
export const MAX_CONCURRENCY = 8;
export const DEFAULT_CONCURRENCY = 2;
export const DEFAULT_TIMEOUT_MS = 15_000;
/** How long a tapped CTA has to lead to the test before the visit counts as staying on the page. */
export const CTA_WAIT_MS = 3_000;
/** How long the test's page may take to settle (network idle) before the visit leaves it anyway. */
const SETTLE_MS = 3_000;
/**
 * How long a visitor reads the landing page before tapping, once it has settled (network idle):
 * a person takes seconds, and the shell's beacon code arrives after the first view; a tap in the
 * first instant would leave before anything could report the view.
 */
const DWELL_MS = 1_000;
/** How long the visit waits, after leaving, for requests still in flight (the beacon). */
const BEACON_WAIT_MS = 2_000;
const PROGRESS_EVERY = 10;

const USAGE =
  'usage: node scripts/synthetic-traffic.mjs --url http://127.0.0.1:<port> --visits <1-2000> ' +
  '[--path /] [--concurrency 1-8] [--timeout-ms 15000]';

/** A phone visitor's context: a 390×844 screen at 3×, touch, a mobile Chrome user agent. */
export const PHONE = Object.freeze({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'en-US',
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Chrome/126.0.0.0 Mobile Safari/537.36',
});

/** A request this script refuses (bad arguments, a host that is not this machine): exit code 2. */
export class TrafficUsageError extends Error {
  exitCode = 2;
}

/**
 * @typedef {object} TrafficOptions
 * @property {string} url The site's base URL, on a loopback host.
 * @property {number} visits How many visits, 1..MAX_VISITS.
 * @property {string[]} paths Paths to spread the visits over, round robin.
 * @property {number} concurrency Visits at once, 1..MAX_CONCURRENCY.
 * @property {number} timeoutMs Each visit's time limit.
 */

/**
 * @typedef {object} TrafficSummary
 * @property {number} visits Visits made.
 * @property {number} loaded Visits whose start-test CTA became visible.
 * @property {number} tapped Visits that tapped it.
 * @property {number} reachedTest Visits the CTA took to /answer_question/.
 * @property {number} pageErrors Uncaught page errors, over all visits.
 * @property {number} failed Visits that could not finish (timeout, no CTA, no page).
 */

/** Loopback only: 127.0.0.0/8, ::1 and localhost (URL keeps IPv6 hosts in brackets). */
export function isLoopbackHost(hostname) {
  return (
    hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

/**
 * The base URL, checked: http(s) on a loopback host, or a TrafficUsageError that says why not.
 * @param {string} url
 * @returns {URL}
 */
export function loopbackUrl(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new TrafficUsageError(`--url: '${url}' is not a URL\n${USAGE}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new TrafficUsageError(`--url: '${url}' is not http(s)`);
  if (!isLoopbackHost(parsed.hostname))
    throw new TrafficUsageError(
      `refused: ${parsed.hostname} is not a loopback host. Synthetic traffic only goes to a site on ` +
        'this machine (127.0.0.1, ::1 or localhost), never to a shared or public one.',
    );
  return parsed;
}

/** An integer option within [min, max], or a TrafficUsageError naming the bound. */
function boundedInteger(name, value, min, max) {
  const number = typeof value === 'number' ? value : /^\d+$/.test(String(value)) ? Number(value) : NaN;
  if (!Number.isInteger(number) || number < min || number > max)
    throw new TrafficUsageError(`${name}: '${value}' is not a whole number from ${min} to ${max}`);
  return number;
}

/**
 * Paths of the site to visit, each checked to stay on the base URL's origin ("//host/" would not).
 * @param {URL} base
 * @param {string | string[] | undefined} paths one path, a comma list, or several of either
 */
function sitePaths(base, paths) {
  const list = (Array.isArray(paths) ? paths : [paths ?? '/'])
    .flatMap((entry) => String(entry).split(','))
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!list.length) return ['/'];
  for (const entry of list)
    if (!entry.startsWith('/') || new URL(entry, base).origin !== base.origin)
      throw new TrafficUsageError(`--path: '${entry}' is not a path of ${base.origin} (start it with one /)`);
  return list;
}

/**
 * Checks and completes the options, for the CLI and importers alike.
 * @param {{ url: string, visits: number | string, path?: string | string[], concurrency?: number | string,
 *   timeoutMs?: number | string }} raw
 * @returns {TrafficOptions}
 */
export function trafficOptions({ url, visits, path: paths, concurrency, timeoutMs }) {
  if (!url) throw new TrafficUsageError(`--url is required\n${USAGE}`);
  if (visits === undefined) throw new TrafficUsageError(`--visits is required\n${USAGE}`);
  const base = loopbackUrl(url);
  return {
    url: base.origin,
    visits: boundedInteger('--visits', visits, 1, MAX_VISITS),
    paths: sitePaths(base, paths),
    concurrency: boundedInteger('--concurrency', concurrency ?? DEFAULT_CONCURRENCY, 1, MAX_CONCURRENCY),
    timeoutMs: boundedInteger('--timeout-ms', timeoutMs ?? DEFAULT_TIMEOUT_MS, 1_000, 600_000),
  };
}

const FLAGS = {
  '--url': 'url',
  '--visits': 'visits',
  '--concurrency': 'concurrency',
  '--timeout-ms': 'timeoutMs',
};

/**
 * The command line (`--flag value` or `--flag=value`; `--path` as often as wanted) → TrafficOptions.
 * @param {string[]} argv
 * @returns {TrafficOptions}
 */
export function parseTrafficArgs(argv) {
  /** @type {Record<string, string>} */
  const raw = {};
  const paths = [];
  const rest = [...argv];
  while (rest.length) {
    const arg = /** @type {string} */ (rest.shift());
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s) : [arg, undefined];
    if (flag !== '--path' && !Object.hasOwn(FLAGS, flag))
      throw new TrafficUsageError(`unexpected '${arg}'\n${USAGE}`);
    const value = inline ?? rest.shift();
    if (value === undefined || value === '') throw new TrafficUsageError(`${flag} needs a value\n${USAGE}`);
    if (flag === '--path') paths.push(value);
    else raw[FLAGS[flag]] = value;
  }
  return trafficOptions({ ...raw, url: raw.url ?? '', path: paths.length ? paths : undefined });
}

/** Waits until the context has no request in flight (the page's beacon), at most `ms`. */
async function requestsSettled(inFlight, ms) {
  const deadline = Date.now() + ms;
  while (inFlight.size && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

/**
 * One phone visit in a fresh context. Never throws: a visit that cannot finish comes back `failed`.
 * @param {import('@playwright/test').Browser} browser
 */
async function phoneVisit(browser, target, timeoutMs) {
  const outcome = {
    loaded: false,
    tapped: false,
    reachedTest: false,
    pageErrors: 0,
    failed: false,
    error: '',
  };
  const context = await browser.newContext({ ...PHONE });
  context.setDefaultTimeout(timeoutMs);
  const inFlight = new Set();
  context.on('request', (request) => inFlight.add(request));
  for (const event of ['requestfinished', 'requestfailed'])
    context.on(event, (request) => inFlight.delete(request));
  let timer;
  const walk = (async () => {
    const page = await context.newPage();
    page.on('pageerror', () => {
      outcome.pageErrors += 1;
    });
    await page.goto(target, { waitUntil: 'domcontentloaded' });
    const cta = page.locator('[data-testid="start-test"]').first();
    await cta.waitFor({ state: 'visible' });
    outcome.loaded = true;
    await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => undefined);
    await page.waitForTimeout(DWELL_MS);
    await cta.tap();
    outcome.tapped = true;
    // 'commit': the navigation has started; a slow machine's load event is no broken CTA.
    outcome.reachedTest = await page
      .waitForURL((url) => url.pathname.startsWith('/answer_question/'), {
        timeout: CTA_WAIT_MS,
        waitUntil: 'commit',
      })
      .then(
        () => true,
        () => false, // the CTA did not lead on: this visitor stays on the landing page
      );
    if (outcome.reachedTest) {
      await page.waitForLoadState('load');
      await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => undefined);
    }
    // Leaving the page ends its view: pagehide / visibilitychange, and the shell sends its beacon.
    await page.goto('about:blank');
    await requestsSettled(inFlight, BEACON_WAIT_MS);
  })();
  walk.catch(() => undefined); // after a timeout, closing the context rejects what is still waiting
  try {
    await Promise.race([
      walk,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`the visit took over ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
  } catch (error) {
    outcome.failed = true;
    outcome.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
  } finally {
    clearTimeout(timer);
    await context.close().catch(() => undefined);
  }
  return outcome;
}

const stderrLine = (line) => process.stderr.write(`${line}\n`);

/**
 * Drives `visits` phone visits through the site in headless Chromium and returns what they did.
 * Refuses (TrafficUsageError) a non-loopback url and out-of-bounds numbers before starting anything.
 * @param {{ url: string, visits: number, path?: string | string[], concurrency?: number,
 *   timeoutMs?: number, chromiumPath?: string, log?: (line: string) => void }} options
 * @returns {Promise<TrafficSummary>}
 */
export async function runSyntheticTraffic({ chromiumPath, log = stderrLine, ...raw }) {
  const { url, visits, paths, concurrency, timeoutMs } = trafficOptions(raw);
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    ...CHROMIUM_LAUNCH_OPTIONS,
    executablePath: chromiumPath || CHROMIUM_LAUNCH_OPTIONS.executablePath,
    headless: true,
    // The context's user agent is not in force while a page is left (pagehide): without this the
    // beacon would go out as desktop "HeadlessChrome" (Chromium 156, Playwright 1.65).
    args: [...CHROMIUM_LAUNCH_OPTIONS.args, `--user-agent=${PHONE.userAgent}`],
  });
  /** @type {TrafficSummary} */
  const summary = { visits: 0, loaded: 0, tapped: 0, reachedTest: 0, pageErrors: 0, failed: 0 };
  let next = 0;
  const worker = async () => {
    while (next < visits) {
      const index = next;
      next += 1;
      const sitePath = paths[index % paths.length];
      const outcome = await phoneVisit(browser, new URL(sitePath, url).href, timeoutMs);
      summary.visits += 1;
      summary.loaded += Number(outcome.loaded);
      summary.tapped += Number(outcome.tapped);
      summary.reachedTest += Number(outcome.reachedTest);
      summary.pageErrors += outcome.pageErrors;
      summary.failed += Number(outcome.failed);
      if (outcome.failed) log(`visit ${index + 1} (${sitePath}) failed: ${outcome.error}`);
      if (summary.visits % PROGRESS_EVERY === 0 || summary.visits === visits)
        log(
          `${summary.visits}/${visits} visits: ${summary.loaded} loaded, ${summary.tapped} tapped, ` +
            `${summary.reachedTest} reached the test, ${summary.pageErrors} page errors, ${summary.failed} failed`,
        );
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, visits) }, worker));
  } finally {
    await browser.close();
  }
  return summary;
}

/**
 * The CLI: 0 when the visits ran, 1 when every visit failed (no site there?) or the browser did not
 * start, 2 for a refused request.
 * @param {string[]} argv
 * @returns {Promise<number>}
 */
export async function main(argv, { out = (text) => process.stdout.write(text), err = stderrLine } = {}) {
  if (argv.includes('--help') || argv.includes('-h')) {
    out(`${USAGE}\n`);
    return 0;
  }
  try {
    const options = parseTrafficArgs(argv);
    const summary = await runSyntheticTraffic({ ...options, path: options.paths, log: err });
    out(`${JSON.stringify(summary)}\n`);
    return summary.failed === summary.visits ? 1 : 0;
  } catch (error) {
    err(`synthetic-traffic: ${error instanceof Error ? error.message : error}`);
    return error instanceof TrafficUsageError ? error.exitCode : 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
