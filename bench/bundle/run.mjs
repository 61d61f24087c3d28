#!/usr/bin/env node
// bench/bundle: builds what is stale, starts a stack, loads the home page in Chromium with
// 100 ms of emulated latency, and prints the gzip bytes of every JS file fetched for its first
// view, split by shell / remote / shared, and the sequential round trips before it shows.
// Goal (issue 2, not enforced yet): <= 150 KB gzip and <= 2 round trips; issue 9 counts what is
// served (brotli), from the browser's own byte counts.
// Issue 9 also compares the federated page with the same components built as one plain React
// bundle (bench/bundle/plain): transfer, requests, round trips and time to the hero heading,
// median of three loads each, and their ratio; the figures go to bench/bundle/last-run.json.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../scripts/lib/chromium.mjs';
import { REMOTES, REPO_ROOT } from '../../scripts/lib/paths.mjs';
import { median } from '../lib/median.mjs';
import { withOwnStack } from '../lib/own-stack.mjs';
import { buildPlain } from './plain/build.mjs';
import { servePlain } from './plain-server.mjs';

const BUDGETS = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'bench', 'budgets.json'), 'utf8')).bundle;
const BUDGET_KB = BUDGETS.firstViewJsKb.max;
const BUDGET_ROUND_TRIPS = BUDGETS.roundTripsAfterHtml.max;
const LATENCY_MS = 100;
const PORT = Number(process.env.BENCH_PORT || 19080);
const LOADS = 3;
/** The home hero's heading, the same element in both pages. */
const HERO = '[data-testid="screen-landing-home"] h1';
const LAST_RUN = path.join(REPO_ROOT, 'bench', 'bundle', 'last-run.json');

/** Which JS files hold shared modules, read from every build's mf-manifest.json. */
function sharedAssetNames() {
  const names = new Set();
  for (const app of ['shell', ...REMOTES.map((r) => `mfe-${r}`)]) {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(REPO_ROOT, app, 'dist', 'mf-manifest.json'), 'utf8'),
    );
    for (const shared of manifest.shared ?? []) {
      for (const file of [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])]) {
        names.add(path.basename(file));
      }
    }
  }
  return names;
}

function classify(url, shared) {
  const { pathname } = new URL(url);
  if (shared.has(path.basename(pathname))) return 'shared';
  return pathname.startsWith('/remotes/') ? 'remote' : 'shell';
}

const isScript = (r) => r.type === 'Script' || /\.js(\?|$)/.test(r.url);

/**
 * A fresh page (new context: empty storage) with the cache disabled, 100 ms of latency and a
 * phone viewport, recording every request from the browser's side (CDP timestamps, seconds).
 */
async function openPage(browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LATENCY_MS,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) =>
    requests.set(e.requestId, { url: e.request.url, start: e.timestamp, wallTime: e.wallTime }),
  );
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.type = e.type;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) {
      r.end = e.timestamp;
      r.transfer = e.encodedDataLength; // bytes on the wire, as the server sent them
    }
  });
  return { context, page, requests };
}

/**
 * Round trips: a request is one trip after every request that had finished before it began
 * (the HTML is trip 0). Sets `trip` on each; returns the deepest.
 */
function countRoundTrips(list) {
  for (const r of list) {
    const before = list.filter((o) => o !== r && o.end <= r.start);
    r.trip = before.length ? 1 + Math.max(...before.map((o) => o.trip ?? 0)) : 0;
  }
  return Math.max(0, ...list.map((r) => r.trip ?? 0));
}

/** The federated page once, file by file (the issue-2 figures). */
async function measureFiles(browser, baseUrl, shared) {
  const { context, page, requests } = await openPage(browser);
  try {
    // The first view is over when the page works, not when it shows: a prerendered hero shows
    // before any script. The page itself notes the moment (checked every frame) the shell runs
    // (data-app-ready) and React owns the hero; what was requested before that moment is the
    // first view. Chunks the page asks for after it works (idle and deferred ones) are not, however
    // early they happen to arrive on a busy machine, and the api data the page fetches is not JS.
    await page.addInitScript((selector) => {
      const check = () => {
        const hero = document.querySelector(selector);
        const hydrated = hero && Object.keys(hero).some((key) => key.startsWith('__reactFiber'));
        if (document.documentElement?.dataset.appReady === 'true' && hydrated) {
          window.__working = performance.timeOrigin + performance.now();
        } else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }, HERO);
    const started = Date.now();
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('screen-landing-home').waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    const visibleMs = Date.now() - started;
    const workingWallMs = await page
      .waitForFunction(() => window.__working, null, { timeout: 30_000 })
      .then((handle) => handle.jsonValue());
    const interactiveMs = Date.now() - started;
    await page.waitForLoadState('networkidle');
    const all = [...requests.values()].filter((r) => r.end).sort((a, b) => a.start - b.start);
    const doc = all.find((r) => r.wallTime !== undefined && new URL(r.url).pathname === '/');
    if (!doc) throw new Error(`${baseUrl}: no document request seen`);
    // The page's wall clock placed on the CDP clock through the document request's wall time.
    const workingAt = workingWallMs / 1000 - (doc.wallTime - doc.start);
    const list = all.filter((r) => r.start <= workingAt);
    const later = all.filter((r) => r.start > workingAt && isScript(r)).map((r) => new URL(r.url).pathname);
    const roundTrips = countRoundTrips(list);
    const files = [];
    for (const r of list.filter(isScript)) {
      const body = Buffer.from(await (await fetch(r.url)).arrayBuffer());
      files.push({
        url: new URL(r.url).pathname,
        kind: classify(r.url, shared),
        gzip: zlib.gzipSync(body, { level: 9 }).length,
        transfer: r.transfer ?? 0,
        trip: r.trip,
      });
    }
    return {
      files,
      roundTrips,
      visibleMs,
      interactiveMs,
      requests: list.map((r) => ({ url: new URL(r.url).pathname, trip: r.trip })),
      later,
    };
  } finally {
    await context.close();
  }
}

/**
 * One load for the comparison. Time to hero: ms from navigation start (performance.timeOrigin)
 * until the hero heading's text is first painted, from the browser's Element Timing: an init
 * script, run before the page's own, marks every hero heading that appears (a prerendered one,
 * or the one a script renders) as it is inserted. Round trips: among the requests that had
 * finished by then (the hero's paint placed on the CDP clock through the document request's wall
 * time); transfer and requests count the whole first view.
 */
async function loadOnce(browser, baseUrl) {
  const { context, page, requests } = await openPage(browser);
  try {
    await page.addInitScript((selector) => {
      const observer = new MutationObserver(() => {
        for (const hero of document.querySelectorAll(selector))
          if (!hero.hasAttribute('elementtiming')) hero.setAttribute('elementtiming', 'bench-hero');
      });
      observer.observe(document, { childList: true, subtree: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.identifier !== 'bench-hero' || window.__hero) continue;
          window.__hero = { ms: entry.renderTime || entry.loadTime, timeOrigin: performance.timeOrigin };
          observer.disconnect();
        }
      }).observe({ type: 'element', buffered: true });
    }, HERO);
    await page.goto(`${baseUrl}/`);
    const hero = await page
      .waitForFunction(() => window.__hero, null, { timeout: 30_000 })
      .then((handle) => handle.jsonValue())
      .catch((error) => {
        throw new Error(`${baseUrl}: no paint of the hero heading (${HERO}) within 30 s`, { cause: error });
      });
    // The first view: everything the page loads until the network is quiet (scripts, styles,
    // its API calls); a prerendered hero can show before the scripts have arrived.
    await page.waitForLoadState('networkidle');
    const all = [...requests.values()].filter((r) => r.end).sort((a, b) => a.start - b.start);
    const doc = all.find((r) => r.wallTime !== undefined && new URL(r.url).pathname === '/');
    if (!doc) throw new Error(`${baseUrl}: no document request seen`);
    const heroAt = (hero.timeOrigin + hero.ms) / 1000 - (doc.wallTime - doc.start);
    const scripts = all.filter(isScript);
    const sum = (rs) => rs.reduce((total, r) => total + (r.transfer ?? 0), 0);
    return {
      transferBytes: sum(all),
      jsTransferBytes: sum(scripts),
      requests: all.length,
      jsRequests: scripts.length,
      // Trips among what had arrived when the hero was painted.
      roundTrips: countRoundTrips(all.filter((r) => r.end <= heroAt)),
      heroMs: Math.round(hero.ms),
    };
  } finally {
    await context.close();
  }
}

/** LOADS loads of each page, alternating, after one unrecorded load of the plain page (warm-up). */
async function compare(browser, federatedUrl, plainUrl) {
  await loadOnce(browser, plainUrl);
  const runs = { federated: [], plain: [] };
  for (let i = 0; i < LOADS; i += 1) {
    runs.federated.push(await loadOnce(browser, federatedUrl));
    runs.plain.push(await loadOnce(browser, plainUrl));
  }
  const figures = {};
  for (const [name, loads] of Object.entries(runs)) {
    figures[name] = Object.fromEntries(
      Object.keys(loads[0]).map((key) => [key, median(loads.map((load) => load[key]))]),
    );
    figures[name].heroMsRuns = loads.map((load) => load.heroMs);
  }
  return figures;
}

async function measure(baseUrl, plainDir) {
  const shared = sharedAssetNames();
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const result = await measureFiles(browser, baseUrl, shared);
    const plain = await servePlain({ dir: plainDir, apiTarget: baseUrl });
    try {
      return { result, comparison: await compare(browser, baseUrl, plain.url) };
    } finally {
      await plain.close();
    }
  } finally {
    await browser.close();
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

const COMPARED = [
  ['transferBytes', 'transfer, all resources (KB)', kb],
  ['jsTransferBytes', 'transfer, JS (KB)', kb],
  ['requests', 'requests', String],
  ['jsRequests', 'JS requests', String],
  ['roundTrips', 'round trips before hero', String],
  ['heroMs', 'time to hero (ms)', String],
];

function printComparison({ federated, plain, ratio }) {
  console.log(
    `\nfederated vs plain bundle — home page, first view until the network is quiet (brotli as served,` +
      ` headers included; round trips: before the hero heading is painted; ${LATENCY_MS} ms latency;` +
      ` median of ${LOADS} loads)\n`,
  );
  console.log(
    `  ${''.padEnd(30)} ${'federated'.padStart(10)} ${'plain'.padStart(10)} ${'ratio'.padStart(7)}`,
  );
  for (const [key, label, format] of COMPARED) {
    console.log(
      `  ${label.padEnd(30)} ${format(federated[key]).padStart(10)} ${format(plain[key]).padStart(10)} ${ratio[key].toFixed(2).padStart(7)}`,
    );
  }
  console.log(
    `\n  time to hero per load: federated ${federated.heroMsRuns.join(', ')} ms; plain ${plain.heroMsRuns.join(', ')} ms`,
  );
}

async function main() {
  const plainDir = await buildPlain();
  // BENCH_URL measures an already running site (its builds must be the ones in this checkout).
  const { result, comparison } = process.env.BENCH_URL
    ? await measure(process.env.BENCH_URL, plainDir)
    : await withOwnStack('bench', PORT, (url) => measure(url, plainDir));
  const byKind = { shell: 0, remote: 0, shared: 0 };
  for (const file of result.files) byKind[file.kind] += file.gzip;
  const total = byKind.shell + byKind.remote + byKind.shared;
  // What the browser actually received for those files (brotli from the gateway, with headers).
  const transfer = result.files.reduce((sum, file) => sum + file.transfer, 0);

  console.log(
    '\nbench/bundle — home page, first view until it works (shell running, page hydrated): gzip -9 of every JS file fetched; as served = bytes on the wire\n',
  );
  for (const file of [...result.files].sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `  ${file.kind.padEnd(7)} ${kb(file.gzip).padStart(7)} KB  served ${kb(file.transfer).padStart(7)} KB  trip ${file.trip}  ${file.url}`,
    );
  }
  console.log('');
  console.log(
    `  shell   ${kb(byKind.shell).padStart(7)} KB   (with chunks webpack split off shared libraries)`,
  );
  console.log(`  remote  ${kb(byKind.remote).padStart(7)} KB`);
  console.log(`  shared  ${kb(byKind.shared).padStart(7)} KB`);
  console.log(
    `  total   ${kb(total).padStart(7)} KB gzip -9 in ${result.files.length} files   (naive federation 247 KB; the budget is on the bytes served, below)`,
  );
  console.log(
    `  as served ${kb(transfer).padStart(5)} KB of JS on the wire (brotli, headers included; goal <= ${BUDGET_KB} KB brotli)`,
  );
  console.log(
    `  sequential round trips after the HTML until it works: ${result.roundTrips}   (goal <= ${BUDGET_ROUND_TRIPS}; naive 5)`,
  );
  console.log(
    `  home visible after ${result.visibleMs} ms, working after ${result.interactiveMs} ms, with ${LATENCY_MS} ms emulated latency`,
  );
  console.log(
    `  asked for after it worked, not counted: ${result.later.length ? result.later.join(', ') : 'none'}`,
  );

  const { federated, plain } = comparison;
  const ratio = Object.fromEntries(
    COMPARED.map(([key]) => [key, plain[key] ? Number((federated[key] / plain[key]).toFixed(3)) : null]),
  );
  printComparison({ federated, plain, ratio });

  fs.mkdirSync(path.join(REPO_ROOT, 'bench', 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(REPO_ROOT, 'bench', 'results', 'bundle.json'),
    JSON.stringify(
      { ...result, byKind, total, transfer, budgetKb: BUDGET_KB, budgetRoundTrips: BUDGET_ROUND_TRIPS },
      null,
      2,
    ),
  );
  fs.writeFileSync(
    LAST_RUN,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        latencyMs: LATENCY_MS,
        loads: LOADS,
        hero: HERO,
        federated,
        plain,
        ratio,
      },
      null,
      2,
    )}\n`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
