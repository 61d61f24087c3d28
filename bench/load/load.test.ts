import fc from 'fast-check';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { commandCpuMs, cpuCeilingRps, cpuMeter, processCpuMs } from './cpu.mjs';
import {
  drive,
  errorCount,
  errorResponses,
  mergeRecords,
  newRecord,
  sliceOrder,
  staggered,
  TAIL_MS,
} from './drive.mjs';
import { exitCodeOf, latencySummary, loadVerdicts, mixThroughput, percentile } from './figures.mjs';
import { answerBody, examJourney, gatewayJourney, mixOf, orderJourney, withSession } from './mix.mjs';
import { beaconShare, beaconStep, journeyDocuments, viewsOf } from './beacons.mjs';
import { lockstep } from './lockstep.mjs';
import { tracingShare, tracingVerdict } from './tracing-cost.mjs';
import { RUM_MAX_BYTES } from '@iq/contracts';
import { rumBeaconSchema } from '../../services/gateway/src/registry/contract';

describe('percentile', () => {
  test('nearest rank on 1…100 and on a short list', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect([50, 90, 99, 100].map((p) => percentile(hundred, p))).toEqual([50, 90, 99, 100]);
    expect(percentile([3, 7, 9], 50)).toBe(7);
    expect(percentile([], 99)).toBeNull();
  });

  test('is the smallest sample with at least p % of the samples at or below it (counted)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 200 }),
        fc.integer({ min: 1, max: 100 }),
        (values, p) => {
          const sorted = [...values].sort((a, b) => a - b);
          const atOrBelow = (v: number) => values.filter((x) => x <= v).length;
          const expected = sorted.find((v) => atOrBelow(v) * 100 >= p * values.length);
          expect(percentile(sorted, p)).toBe(expected);
        },
      ),
    );
  });

  test('latencySummary sorts numerically (not as text)', () => {
    expect(latencySummary([100, 9, 20, 3])).toMatchObject({ count: 4, p50: 9, max: 100 });
  });
});

describe('mixThroughput', () => {
  test('a mix of parts takes the sum of each part’s time (worked by hand)', () => {
    // 6 exam requests at 600/s take 10 ms, 2 order requests at 2000/s take 1 ms: 8 in 11 ms.
    expect(
      mixThroughput([
        { weight: 6, rps: 600 },
        { weight: 2, rps: 2000 },
      ]),
    ).toBeCloseTo(8 / 0.011, 6);
    expect(mixThroughput([{ weight: 1, rps: 300 }])).toBeCloseTo(300, 9);
    expect(
      mixThroughput([
        { weight: 6, rps: 600 },
        { weight: 2, rps: 0 },
      ]),
    ).toBeNull();
  });
});

describe('the journey', () => {
  const journey = gatewayJourney('ORD123');

  test('the mix: pages, manifest, the exam calls, sku list and order status', () => {
    expect(mixOf(journey).map(([kind, count]) => [kind, count])).toEqual([
      ['landing page', 2],
      ['manifest', 2],
      ['session start', 1],
      ['question list', 1],
      ['answer', 30],
      ['sku list', 1],
      ['order status', 1],
    ]);
    expect(mixOf(journey).reduce((sum, [, , share]) => sum + share, 0)).toBeCloseTo(1, 9);
    // The default is a visitor's whole test: answers 30 of 38 requests; --answers 4 is heavier.
    expect(mixOf(journey).find(([kind]) => kind === 'answer')).toEqual(['answer', 30, 30 / 38]);
    const heavy = mixOf(gatewayJourney('ORD123', 4));
    expect(heavy.find(([kind]) => kind === 'session start')).toEqual(['session start', 1, 1 / 12]);
  });

  test('the direct parts are the gateway’s API calls without /api', () => {
    const api = journey.filter((step) => step.path.startsWith('/api/'));
    const direct = [...examJourney(''), ...orderJourney('', 'ORD123')];
    expect(direct.map((step) => `${step.method} /api${step.path}`)).toEqual(
      api.map((step) => `${step.method} ${step.path}`),
    );
    expect(direct.map((step) => step.body)).toEqual(api.map((step) => step.body));
  });

  test('the session chains: start → question list → answers, as autocannon calls them', () => {
    const [start, list, firstAnswer] = examJourney('/api');
    const context: Record<string, unknown> = {};
    start!.onResponse!(200, JSON.stringify({ result: 200, data: { sessionId: 'S1' } }), context);
    expect(list!.setupRequest!({ ...list!, headers: list!.headers }, context).headers['Exam-Session']).toBe(
      'S1',
    );
    const questions = [
      { id: 'q1', options: [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }] },
      { id: 'q2', options: [{ id: 'e' }, { id: 'f' }, { id: 'g' }, { id: 'h' }] },
    ];
    list!.onResponse!(200, JSON.stringify({ result: 200, data: { questions } }), context);
    const sent = firstAnswer!.setupRequest!({ ...firstAnswer!, headers: firstAnswer!.headers }, context);
    expect(sent.headers['Exam-Session']).toBe('S1');
    expect(JSON.parse(sent.body)).toEqual({ questionId: 'q1', optionId: 'b' });
    expect(JSON.parse(answerBody(context, 1))).toEqual({ questionId: 'q2', optionId: 'e' });
  });

  test('after a failed start the next calls go without a session (and so fail, counted)', () => {
    const [start, list] = examJourney('/api');
    const context: Record<string, unknown> = {};
    start!.onResponse!(429, JSON.stringify({ result: 429, message: 'Too many' }), context);
    expect(withSession({ headers: {} }, context).headers).toEqual({});
    list!.onResponse!(400, 'not json', context);
    expect(JSON.parse(answerBody(context, 0)).questionId).toBe('no-question-list');
  });
});

describe('errors and budgets', () => {
  test('every status but 2xx/3xx is an error, and socket errors and timeouts too', () => {
    const record = newRecord();
    record.byKind.set('answer', {
      latencies: [],
      statuses: new Map([
        [200, 10],
        [302, 1],
        [429, 2],
        [502, 1],
      ]),
    });
    record.socketErrors = 3;
    record.timeouts = 1;
    expect(errorResponses(record)).toEqual([
      { kind: 'answer', status: 429, count: 2 },
      { kind: 'answer', status: 502, count: 1 },
    ]);
    expect(errorCount(record)).toBe(7);
  });

  test('two halves of a closed-loop run merge: counts add up, the rate is their mean', () => {
    const half = (rps: number, status: number, latency: number) => {
      const record = newRecord();
      record.byKind.set('sku list', { latencies: [latency], statuses: new Map([[status, 1]]) });
      Object.assign(record, { rps, responses: 1, timeouts: 1 });
      return record;
    };
    const merged = mergeRecords(half(100, 200, 5), half(300, 502, 7));
    expect(merged.rps).toBe(200);
    expect(merged.byKind.get('sku list')).toEqual({
      latencies: [5, 7],
      statuses: new Map([
        [200, 1],
        [502, 1],
      ]),
    });
    expect([merged.responses, merged.timeouts, errorCount(merged)]).toEqual([2, 2, 3]);
  });

  test('three runs merge too: the rate is the mean of the three', () => {
    const run = (rps: number) => Object.assign(newRecord(), { rps, responses: 10 });
    const merged = mergeRecords(run(100), run(200), run(600));
    expect([merged.rps, merged.responses]).toEqual([300, 30]);
  });

  test.each([1, 2, 4, 6])(
    'the closed loop in %i runs a side: each side as often, at the same mean moment when even',
    (slices) => {
      const order = sliceOrder(slices);
      const at = (side: string) => order.flatMap((s, i) => (s === side ? [i] : []));
      expect(order).toHaveLength(2 * slices);
      expect(at('gateway')).toHaveLength(slices);
      expect(at('direct')).toHaveLength(slices);
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      if (slices % 2 === 0) expect(mean(at('gateway'))).toBe(mean(at('direct')));
      // No side runs three times in a row (a drift within the run would fall on one side).
      expect(order.join(',')).not.toMatch(/(gateway,){2}gateway|(direct,){2}direct/);
    },
  );

  const budgets = {
    at: { rps: 500, seconds: 60 },
    errors: { max: 0, enforced: true },
    p99Ms: { max: 100, enforced: true },
    achievedShare: { min: 0.98, enforced: true },
    gatewayVsDirect: { min: 0.8, enforced: false },
  };
  const figures = {
    rate: 500,
    durationS: 60,
    errors: 0,
    latency: { p99: 100 },
    achievedRps: 490,
    ratio: 0.79,
    ratioErrors: 0,
  };

  test('limits themselves pass; a broken unenforced budget does not fail the run', () => {
    const rows = loadVerdicts(budgets, figures);
    expect(rows.map((r: { ok: boolean }) => r.ok)).toEqual([true, true, true, false]);
    expect(exitCodeOf(rows)).toBe(0);
  });

  test('an enforced budget broken fails the run', () => {
    const rows = loadVerdicts(budgets, { ...figures, latency: { p99: 100.1 } });
    expect(rows[1]).toMatchObject({ value: 100.1, ok: false, enforced: true });
    expect(exitCodeOf(rows)).toBe(1);
  });

  test('a run lighter than the budget’s load, or a ratio measured with errors, is not measured', () => {
    for (const lighter of [{ rate: 400 }, { durationS: 10 }]) {
      const rows = loadVerdicts(budgets, { ...figures, ...lighter });
      expect(rows.slice(0, 3).every((r: { value: unknown; ok: boolean }) => r.value === null && !r.ok)).toBe(
        true,
      );
      expect(exitCodeOf(rows)).toBe(1);
    }
    const rows = loadVerdicts(budgets, { ...figures, ratio: 0.9, ratioErrors: 2 });
    expect(rows[3]).toMatchObject({ value: null, ok: false });
    // A side that completed nothing: no ratio, never an infinite one that passes.
    for (const ratio of [null, Infinity, NaN])
      expect(loadVerdicts(budgets, { ...figures, ratio })[3]).toMatchObject({ value: null, ok: false });
  });
});

describe('CPU per process', () => {
  const linux = process.platform === 'linux' ? test : test.skip;
  linux('/proc agrees with the process’s own count (to a few clock ticks)', () => {
    const usage = () => (process.cpuUsage().user + process.cpuUsage().system) / 1000;
    const [proc0, own0] = [processCpuMs(process.pid)!, usage()];
    for (let spent = usage(); usage() - spent < 300;) Math.sqrt(Math.random());
    const [proc, own] = [processCpuMs(process.pid)! - proc0, usage() - own0];
    expect(Math.abs(proc - own)).toBeLessThan(40);
    expect(processCpuMs(2 ** 30)).toBeNull();
  });

  linux(
    'a server’s processes by command name: this one among them, its work seen; no such command, null',
    () => {
      const usage = () => (process.cpuUsage().user + process.cpuUsage().system) / 1000;
      const command = fs.readFileSync('/proc/self/comm', 'utf8').trim();
      const before = commandCpuMs(command)!;
      expect(before).toBeGreaterThanOrEqual(processCpuMs(process.pid)! - 20);
      const meter = cpuMeter({ own: process.pid, group: () => commandCpuMs(command) });
      for (let spent = usage(); usage() - spent < 300;) Math.sqrt(Math.random());
      const { own, group } = meter.stop(1);
      expect(own).toBeGreaterThan(250);
      // The group holds this process, and others of its name may have worked too.
      expect(group).toBeGreaterThanOrEqual(own! - 40);
      expect(commandCpuMs('no-such-command-here')).toBeNull();
    },
  );

  linux('a frozen meter counts up to its freeze, not what is used after', () => {
    const usage = () => (process.cpuUsage().user + process.cpuUsage().system) / 1000;
    const burn = (ms: number) => {
      for (let spent = usage(); usage() - spent < ms;) Math.sqrt(Math.random());
    };
    const meter = cpuMeter({ own: process.pid });
    burn(100);
    meter.freeze();
    burn(300);
    const { own, 'load generator': self } = meter.stop(1);
    expect(own).toBeGreaterThan(60);
    expect(own).toBeLessThan(200);
    expect(self).toBeLessThan(200);
  });

  test('the ceiling: cores × 1000 ms over the CPU ms a request takes', () => {
    expect(cpuCeilingRps(4, 2)).toBe(500);
  });
});

describe('staggered instances', () => {
  test('start evenly over the spread and all run together for the duration after the last start', () => {
    const { starts, countedMs } = staggered(10, 3.8, 60);
    expect(starts.map((s: { atMs: number }) => Math.round(s.atMs))).toEqual([
      0, 380, 760, 1140, 1520, 1900, 2280, 2660, 3040, 3420,
    ]);
    expect(countedMs).toBe(60_000);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.integer({ min: 1, max: 120 }),
        (parts, spreadS, durationS) => {
          const plan = staggered(parts, spreadS, durationS);
          const last = plan.starts[parts - 1]!.atMs;
          expect(plan.starts[0]!.atMs).toBe(0);
          expect(last).toBeCloseTo((spreadS * 1000 * (parts - 1)) / parts, 6);
          for (const { atMs, durationS: runs } of plan.starts)
            expect(atMs + runs * 1000).toBeCloseTo(last + durationS * 1000 + TAIL_MS, 6);
        },
      ),
    );
  });

  // A real server counts when each connection's first request comes: started apart, the
  // instances' first requests spread over the second; only the window's responses are counted.
  test('drive starts the instances apart and counts the window when all run', async () => {
    const firstAt = new Map<string, number>();
    const t0 = performance.now();
    const server = http.createServer((req, res) => {
      const key = `${req.socket.remotePort}`;
      if (!firstAt.has(key)) firstAt.set(key, performance.now() - t0);
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const opened: number[] = [];
    try {
      const record = await drive({
        url: `http://127.0.0.1:${port}`,
        journey: [{ kind: 'page', method: 'GET', path: '/', headers: {} }],
        connections: 4,
        rate: 100,
        durationS: 2,
        instances: 4,
        spreadS: 1,
        onWindow: { open: () => opened.push(performance.now()), close: () => opened.push(performance.now()) },
      });
      const firsts = [...firstAt.values()].sort((a, b) => a - b);
      expect(firsts).toHaveLength(4);
      // Planned 250 ms apart (1 s over 4) from one origin, so a late start shortens only the gap
      // after it (on CI, beside other suites, a start came late by most of a gap once). Started
      // together, they came only milliseconds apart.
      for (let i = 1; i < 4; i++) expect(firsts[i]! - firsts[i - 1]!).toBeGreaterThan(60);
      expect(firsts[3]! - firsts[0]!).toBeGreaterThan(500);
      expect(opened).toHaveLength(2);
      expect(opened[1]! - opened[0]!).toBeGreaterThanOrEqual(1990);
      // 100 req/s over the 2-s window, all four instances running: ≈ 200 counted, not the ramp.
      // Each instance spends its second's 25 requests at the second's start, so the window holds
      // 8 such bursts (100/s); one at its very edge may fall either side of it on a loaded
      // machine (87.5 or 112.5/s; 112.5 seen in a clean clone's full run). The ramp counted too
      // would be 12 (150/s).
      expect(record.rps).toBeGreaterThan(80);
      expect(record.rps).toBeLessThan(130);
      expect(record.responses).toBe(record.byKind.get('page').latencies.length);
      expect(errorCount(record)).toBe(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('beacons (issue 41)', () => {
  const builds = { landing: 'l1', exam: 'e1', checkout: 'c1', report: 'r1', account: 'a1' };

  test('a journey is two documents, each one beacon the gateway accepts, under the size limit', () => {
    const documents = journeyDocuments(builds);
    expect(documents.map((views) => views.length)).toEqual([1, 5]);
    expect(viewsOf(documents)).toBe(6);
    for (const views of documents) {
      const step = beaconStep('http://127.0.0.1:1', views);
      expect(rumBeaconSchema.safeParse(JSON.parse(step.body)).success).toBe(true);
      expect(Buffer.byteLength(step.body)).toBeLessThanOrEqual(RUM_MAX_BYTES);
      expect(step.headers['content-type']).toMatch(/^text\/plain/);
    }
    // Each funnel step at most once in the journey (the shell counts one per tab).
    const steps = documents.flat().flatMap((view) => ('step' in view ? [view.step] : []));
    expect(new Set(steps).size).toBe(steps.length);
  });

  test('the share is the median over pairs of a view’s beacons’ CPU over its own', () => {
    // 1 ms a view, `perBeacon` ms a beacon; a third of a beacon a view.
    const pair = (perView: number, perBeacon: number) => ({
      journey: { cpuMs: perView * 600, views: 600 },
      beacons: { cpuMs: perBeacon * 2000, beacons: 2000 },
    });
    const { shares, median } = beaconShare([pair(1, 0.12), pair(2, 0.6), pair(1.5, 0.09)], 1 / 3);
    expect(shares.map((s: number) => Number(s.toFixed(6)))).toEqual([0.02, 0.04, 0.1]);
    expect(median).toBeCloseTo(0.04, 9);
    expect(beaconShare([pair(1, 0.12), pair(1, 0.24)], 1 / 3).median).toBeCloseTo(0.06, 9);
    expect(
      beaconShare([{ journey: { cpuMs: 0, views: 0 }, beacons: { cpuMs: 5, beacons: 3 } }], 1 / 3).median,
    ).toBeNull();
  });

  test('a run with errors has no share to judge', () => {
    const budgets = {
      at: { rps: 1, seconds: 1 },
      errors: { max: 0, enforced: true },
      p99Ms: { max: 100, enforced: false },
      achievedShare: { min: 0.9, enforced: false },
      gatewayVsDirect: { min: 0.8, enforced: false },
      beaconCpuShare: { max: 0.05, enforced: true },
    };
    const row = (beacons: unknown) =>
      loadVerdicts(budgets, {
        rate: 1,
        durationS: 1,
        latency: { p99: 1 },
        errors: 0,
        achievedRps: 1,
        ratio: 1,
        ratioErrors: 0,
        beacons,
      }).at(-1)!;
    expect(row({ share: 0.03, errors: 0 })).toMatchObject({ value: 0.03, ok: true });
    expect(row({ share: 0.07, errors: 0 })).toMatchObject({ value: 0.07, ok: false });
    expect(row({ share: 0.03, errors: 4 })).toMatchObject({ value: null, ok: false });
  });
});

describe('the tracing figure (issue 42)', () => {
  // Stop 52's bench:load, window by window (%): in round 1 the untraced stack was started first,
  // in round 2 the traced one.
  const ROUND_1 = [-1.7, 5.1, -8.0, 5.3, 5.1, -3.3, -3.7, -0.8];
  const ROUND_2 = [4.5, 12.2, 6.3, 1.3, 8.3, 7.6, 8.1, 5.9];
  const rows = [
    ...ROUND_1.map((share) => ({ share: share / 100, round: 1 })),
    ...ROUND_2.map((share) => ({ share: share / 100, round: 2 })),
  ];

  test("is the mean of the rounds' medians, each round weighed alike", () => {
    // Sorted, round 1's middle pair is −1.7 and −0.8 (median −1.25), round 2's 6.3 and 7.6 (6.95).
    const { share, roundMedians } = tracingShare(rows);
    expect(roundMedians[0]).toBeCloseTo(-0.0125, 9);
    expect(roundMedians[1]).toBeCloseTo(0.0695, 9);
    expect(share).toBeCloseTo(0.0285, 9);
    // The pooled median (5.1 %) fell in the gap between the two rounds' clusters.
    const pooled = [...ROUND_1, ...ROUND_2].sort((a, b) => a - b);
    expect((pooled[7]! + pooled[8]!) / 2).toBeCloseTo(5.1, 9);
  });

  test('an order effect that shifts every window of a round alike leaves the figure unchanged', () => {
    const shifted = rows.map((row) => ({ ...row, share: row.share + (row.round === 1 ? -0.04 : 0.04) }));
    expect(tracingShare(shifted).share).toBeCloseTo(tracingShare(rows).share!, 9);
    // One round only: its median.
    expect(tracingShare([{ share: 0.02, round: 1 }])).toEqual({ share: 0.02, roundMedians: [0.02] });
    expect(tracingShare([]).share).toBeNull();
  });

  test('the budget row judges that figure, and none with errors', () => {
    const budgets = { tracingCpuShare: { max: 0.05, enforced: true } };
    expect(tracingVerdict(budgets, { ratio: 0.001, errors: 0, ...tracingShare(rows) })).toMatchObject({
      value: 0.029,
      ok: true,
    });
    expect(tracingVerdict(budgets, { ratio: 0.001, errors: 0, share: 0.051 })).toMatchObject({ ok: false });
    expect(tracingVerdict(budgets, { ratio: 0.001, errors: 2, share: 0.01 })).toMatchObject({
      value: null,
      ok: false,
    });
  });
});

describe('lockstep', () => {
  test('sends both servers the same steps in the same order, each with its own context', async () => {
    // Two servers that log what they get; the first step's answer names a session the next uses.
    const servers = await Promise.all(
      ['a', 'b'].map(async (side) => {
        const seen: string[] = [];
        const server = http.createServer((req, res) => {
          seen.push(`${req.method} ${req.url} ${req.headers['x-session'] ?? '-'}`);
          res.end(JSON.stringify({ session: `${side}-${seen.length}` }));
        });
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        return { side, seen, server, url };
      }),
    );
    const journey = [
      {
        kind: 'start',
        method: 'POST',
        path: '/start',
        headers: {},
        body: '{}',
        onResponse: (_status: number, body: string, context: Record<string, string>) => {
          context.session = (JSON.parse(body) as { session: string }).session;
        },
      },
      {
        kind: 'next',
        method: 'GET',
        path: '/next',
        headers: {},
        setupRequest: (req: { headers: Record<string, string> }, context: Record<string, string>) => ({
          ...req,
          headers: { ...req.headers, 'x-session': context.session ?? 'none' },
        }),
      },
      { kind: 'last', method: 'GET', path: '/last', headers: {} },
    ];
    const driver = lockstep({
      targets: Object.fromEntries(servers.map(({ side, url }) => [side, { url, journey }])),
      connections: 1,
      rate: 200,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await driver.stop();
    for (const { server } of servers) server.close();
    const [a, b] = servers;
    const counts = driver.counts();
    expect(counts.a).toEqual({ responses: a!.seen.length, errors: 0 });
    expect(counts.b).toEqual({ responses: b!.seen.length, errors: 0 });
    expect(a!.seen.length).toBeGreaterThanOrEqual(6);
    // The same calls in the same order; the session each read came from its own server.
    const withoutSession = (line: string) => line.split(' ').slice(0, 2).join(' ');
    expect(a!.seen.map(withoutSession)).toEqual(b!.seen.map(withoutSession));
    expect(a!.seen.slice(0, 3).map(withoutSession)).toEqual(['POST /start', 'GET /next', 'GET /last']);
    expect(a!.seen[1]).toBe('GET /next a-1');
    expect(b!.seen[1]).toBe('GET /next b-1');
  });
});
