// bench/load's beacon phase (issue 41): what the shell's page-view beacons cost the gateway, per
// page view. A second gateway with the registry on (REGISTRY=on, its own PGlite folder, or the
// run's PostgreSQL) is started in front of the load stack's services. In alternated windows it is
// driven with the journey of mix.mjs (its CPU per page view) and with the journey's beacons alone
// (its CPU per beacon), each at a fixed rate; the share is a journey's beacons' CPU over its page
// views' CPU, per pair, and their median. A beacon costs a fraction of a page view, well under the
// machine's noise between two windows of the journey with and without them (±15 % on this 2-core
// box), which is why it is measured apart: thousands of beacons a window. Pure helpers first
// (load.test.ts checks them); the phase itself needs a running stack.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from '../../scripts/lib/paths.mjs';
import { SERVICE_NODE_FLAGS } from '../../scripts/lib/stack.mjs';
import { cpuMeter } from './cpu.mjs';
import { drive, errorCount } from './drive.mjs';

const require = createRequire(import.meta.url);
const TSX_LOADER = require.resolve('tsx', { paths: [REPO_ROOT] });

/**
 * The page views a journey of mix.mjs stands for, by the documents a browser loads for it: the
 * home page (a document of one view), then a landing variant whose document goes on to the test's
 * start page (the session start and its list), the question page (the answers), the tiers (the sku
 * list) and the payment's result (the order's status).
 */
export function journeyDocuments(builds) {
  const view = (route, remote, extra = {}) => ({ route, remote, locale: 'en-US', builds, ...extra });
  const vitals = { lcp: 1240, cls: 0.02, inp: 96, ttfb: 180 };
  return [
    [view('home', 'landing', { step: 'landing', vitals })],
    [
      view('landing_page', 'landing', { vitals }),
      view('answer_question-start_loading', 'exam', { step: 'test-started' }),
      view('answer_question-standard', 'exam'),
      view('scheme_select', 'checkout', { step: 'tiers' }),
      view('paying-success', 'checkout', { step: 'paid' }),
    ],
  ];
}

/** Page views of the documents. */
export const viewsOf = (documents) => documents.reduce((sum, views) => sum + views.length, 0);

/** The autocannon step of one document's beacon, as navigator.sendBeacon sends it. */
export function beaconStep(origin, views) {
  return {
    kind: 'beacon',
    method: 'POST',
    path: '/api/rum',
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin },
    body: JSON.stringify({ v: 2, views }),
  };
}

/**
 * The beacons' share of the gateway's CPU per page view from alternated pairs of windows, each
 * { journey: { cpuMs, views }, beacons: { cpuMs, beacons } }: per pair, `beaconsPerView` beacons'
 * CPU over one view's CPU, and their median (null without a usable pair).
 */
export function beaconShare(pairs, beaconsPerView) {
  const shares = pairs
    .filter(({ journey, beacons }) => journey.views > 0 && journey.cpuMs > 0 && beacons.beacons > 0)
    .map(
      ({ journey, beacons }) =>
        ((beacons.cpuMs / beacons.beacons) * beaconsPerView) / (journey.cpuMs / journey.views),
    )
    .sort((a, b) => a - b);
  if (!shares.length) return { shares, median: null };
  const mid = Math.floor(shares.length / 2);
  const median = shares.length % 2 ? shares[mid] : (shares[mid - 1] + shares[mid]) / 2;
  return { shares, median };
}

/** Starts a gateway with the registry on in front of the stack's services; resolves when healthy. */
async function startRegistryGateway({ port, urls, deployDir, dataDir, logLevel }) {
  const child = spawn(
    process.execPath,
    [...SERVICE_NODE_FLAGS, '--import', TSX_LOADER, path.join(REPO_ROOT, 'services/gateway/src/main.ts')],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        NODE_ENV: 'development',
        ...process.env,
        PORT: String(port),
        EXAM_URL: urls.exam,
        ORDER_URL: urls.order,
        USER_URL: urls.user,
        SHELL_DIR: path.join(REPO_ROOT, 'shell', 'dist'),
        REMOTES_DIR: path.join(deployDir, 'remotes'),
        MANIFEST_FILE: path.join(deployDir, 'manifest.json'),
        DATA_DIR: dataDir,
        REGISTRY: 'on',
        LOG_LEVEL: logLevel,
        RATE_LIMIT_FACTOR: '1000',
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the registry gateway exited (${child.exitCode})`);
    const status = await fetch(`${url}/healthz`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) throw new Error('the registry gateway did not become healthy in 60 s');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The live build of each remote, as the gateway's manifest names them. */
async function liveBuilds(url) {
  const manifest = await (await fetch(`${url}/mf/manifest`)).json();
  const remotes = manifest.data?.remotes ?? manifest.remotes ?? {};
  return Object.fromEntries(Object.entries(remotes).map(([name, remote]) => [name, remote.version]));
}

/**
 * The phase: `pairs` pairs of `windowS`-second windows, the journey at `rate` req/s and its beacons
 * alone at `beaconRate`, over `connections` connections, in turns (a-b, b-a, …); `oneViewBeacons`, a
 * beacon per view instead of per document. Returns the figures.
 */
export async function measureBeacons({
  urls,
  stackDataDir,
  port,
  logLevel,
  journey,
  pairs,
  windowS,
  rate,
  beaconRate,
  connections,
  oneViewBeacons = false,
}) {
  const deployDir = path.join(path.dirname(stackDataDir), 'deploy');
  const dataDir = path.join(path.dirname(stackDataDir), 'registry-data');
  fs.mkdirSync(dataDir, { recursive: true });
  const gateway = await startRegistryGateway({ port, urls, deployDir, dataDir, logLevel });
  try {
    const builds = await liveBuilds(gateway.url);
    // --one-view-beacons: a beacon per page view, as the shell sent them before (for comparison).
    const documents = oneViewBeacons
      ? journeyDocuments(builds)
          .flat()
          .map((view) => [view])
      : journeyDocuments(builds);
    const views = viewsOf(documents);
    const beaconSteps = documents.map((document) => beaconStep(gateway.url, document));
    const window = async (steps, stepsRate) => {
      let meter = null;
      const record = await drive({
        url: gateway.url,
        journey: steps,
        connections,
        rate: stepsRate,
        durationS: windowS,
        onWindow: { open: () => (meter = cpuMeter({ gateway: gateway.pid })), close: () => meter.freeze() },
      });
      return { cpuMs: meter.stop(1).gateway, record };
    };
    const sides = {
      journey: async () => {
        const { cpuMs, record } = await window(journey, rate);
        return { cpuMs, views: (record.responses / journey.length) * views, errors: errorCount(record) };
      },
      beacons: async () => {
        const { cpuMs, record } = await window(beaconSteps, beaconRate);
        return { cpuMs, beacons: record.responses, errors: errorCount(record) };
      },
    };
    // Warm both paths once.
    await sides.journey();
    await sides.beacons();
    const measured = [];
    for (let i = 0; i < pairs; i++) {
      const pair = {};
      for (const side of i % 2 ? ['beacons', 'journey'] : ['journey', 'beacons'])
        pair[side] = await sides[side]();
      measured.push(pair);
    }
    const { shares, median } = beaconShare(measured, documents.length / views);
    return {
      viewsPerJourney: views,
      beaconsPerJourney: documents.length,
      beaconBytes: beaconSteps.map((step) => Buffer.byteLength(step.body)),
      pairs: measured,
      shares,
      share: median,
      errors: measured.reduce((n, p) => n + p.journey.errors + p.beacons.errors, 0),
    };
  } finally {
    await gateway.stop();
  }
}
