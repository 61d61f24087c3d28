#!/usr/bin/env node
// bench/bundle: builds what is stale, starts a stack, loads the home page in Chromium with
// 100 ms of emulated latency, and prints the gzip bytes of every JS file fetched for its first
// view, split by shell / remote / shared, and the sequential round trips before it shows.
// Goal (issue 2, not enforced yet): <= 150 KB gzip and <= 2 round trips; issue 9 counts what is
// served (brotli), from the browser's own byte counts.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../scripts/lib/chromium.mjs';
import { REMOTES, REPO_ROOT } from '../../scripts/lib/paths.mjs';
import { withOwnStack } from '../lib/own-stack.mjs';

const BUDGET_KB = 150;
const BUDGET_ROUND_TRIPS = 2;
const LATENCY_MS = 100;
const PORT = Number(process.env.BENCH_PORT || 19080);

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

async function measure(baseUrl, shared) {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
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
      requests.set(e.requestId, { url: e.request.url, start: e.timestamp }),
    );
    cdp.on('Network.responseReceived', (e) => {
      const r = requests.get(e.requestId);
      if (r) r.type = e.type;
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = requests.get(e.requestId);
      if (r) {
        r.end = e.timestamp;
        r.transfer = e.encodedDataLength; // bytes on the wire, as the gateway served them
      }
    });
    const started = Date.now();
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('screen-landing-home').waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    const visibleMs = Date.now() - started;
    // What had arrived when the screen showed (the api data the page fetches later is not counted).
    const list = [...requests.values()].filter((r) => r.end).sort((a, b) => a.start - b.start);

    // Round trips: a request is one trip after every request that had finished before it began
    // (the HTML is trip 0).
    for (const r of list) {
      const before = list.filter((o) => o !== r && o.end <= r.start);
      r.trip = before.length ? 1 + Math.max(...before.map((o) => o.trip ?? 0)) : 0;
    }
    const scripts = list.filter((r) => r.type === 'Script' || /\.js(\?|$)/.test(r.url));
    const files = [];
    for (const r of scripts) {
      const body = Buffer.from(await (await fetch(r.url)).arrayBuffer());
      files.push({
        url: new URL(r.url).pathname,
        kind: classify(r.url, shared),
        gzip: zlib.gzipSync(body, { level: 9 }).length,
        transfer: r.transfer ?? 0,
        trip: r.trip,
      });
    }
    const roundTrips = Math.max(0, ...list.map((r) => r.trip ?? 0));
    return {
      files,
      roundTrips,
      visibleMs,
      requests: list.map((r) => ({ url: new URL(r.url).pathname, trip: r.trip })),
    };
  } finally {
    await browser.close();
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

async function main() {
  // BENCH_URL measures an already running site (its builds must be the ones in this checkout).
  const result = process.env.BENCH_URL
    ? await measure(process.env.BENCH_URL, sharedAssetNames())
    : await withOwnStack('bench', PORT, (url) => measure(url, sharedAssetNames()));
  const byKind = { shell: 0, remote: 0, shared: 0 };
  for (const file of result.files) byKind[file.kind] += file.gzip;
  const total = byKind.shell + byKind.remote + byKind.shared;
  // What the browser actually received for those files (brotli from the gateway, with headers).
  const transfer = result.files.reduce((sum, file) => sum + file.transfer, 0);

  console.log(
    '\nbench/bundle — home page, first view (gzip -9 of every JS file fetched; as served = bytes on the wire)\n',
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
    `  total   ${kb(total).padStart(7)} KB in ${result.files.length} files   (goal <= ${BUDGET_KB} KB; naive federation 247 KB)`,
  );
  console.log(
    `  as served ${kb(transfer).padStart(5)} KB of JS on the wire (brotli, headers included; goal <= ${BUDGET_KB} KB brotli)`,
  );
  console.log(
    `  sequential round trips after the HTML: ${result.roundTrips}   (goal <= ${BUDGET_ROUND_TRIPS}; naive 5)`,
  );
  console.log(`  home visible after ${result.visibleMs} ms with ${LATENCY_MS} ms emulated latency`);

  fs.mkdirSync(path.join(REPO_ROOT, 'bench', 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(REPO_ROOT, 'bench', 'results', 'bundle.json'),
    JSON.stringify(
      { ...result, byKind, total, transfer, budgetKb: BUDGET_KB, budgetRoundTrips: BUDGET_ROUND_TRIPS },
      null,
      2,
    ),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
