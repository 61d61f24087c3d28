import { RUM_MAX_BYTES, RUM_MAX_VIEWS, type RumBeacon, type RumView } from '@iq/contracts';
import { beaconBodies, MAX_ERRORS_PER_REMOTE, viewJson } from './beacon-body';

const view: RumView = {
  route: 'answer_question-standard',
  remote: 'exam',
  locale: 'zh-HK',
  builds: { landing: 'l1', exam: 'e7', checkout: 'c3', report: 'r2', account: 'a1' },
  step: 'test-started',
  vitals: { lcp: 1234.5, cls: 0.1, inp: 88, ttfb: 310 },
  loadFailures: { exam: 'e8-canary' },
};
// Counted as the gateway counts a body: UTF-8 bytes (Buffer, not the code's TextEncoder).
const bytes = (body: string | null) => Buffer.byteLength(body ?? '', 'utf8');
const parsed = (body: string) => JSON.parse(body) as RumBeacon;

test('a view with very many errors stays far under the limit: each count is capped', () => {
  const [body] = beaconBodies([{ ...view, errors: { exam: 250_000, landing: 3, report: 0 } }]);
  expect(parsed(body!).views[0]!.errors).toEqual({ exam: MAX_ERRORS_PER_REMOTE, landing: 3 });
  expect(bytes(body!)).toBeLessThan(1024);
});

test('a version the gateway would refuse (and so the whole beacon with it) is left out', () => {
  const [body] = beaconBodies([
    {
      ...view,
      builds: { ...view.builds, landing: 'x'.repeat(9000), checkout: 'a b' },
      loadFailures: { exam: '../../etc' },
    },
  ]);
  const sent = parsed(body!).views[0]!;
  expect(sent.builds).toEqual({ exam: 'e7', report: 'r2', account: 'a1' });
  expect(sent).not.toHaveProperty('loadFailures');
  expect(bytes(body!)).toBeLessThanOrEqual(RUM_MAX_BYTES);
});

test('over a limit, the least needed parts of a view go first; what cannot fit is not sent', () => {
  const full = viewJson(view, RUM_MAX_BYTES)!;
  const smaller = viewJson(view, bytes(full) - 1)!;
  expect(JSON.parse(smaller)).not.toHaveProperty('loadFailures');
  expect(JSON.parse(smaller).vitals).toEqual(view.vitals);
  const servedOnly = viewJson(view, 120)!;
  expect(JSON.parse(servedOnly)).toEqual({
    route: 'answer_question-standard',
    remote: 'exam',
    locale: 'zh-HK',
    builds: { exam: 'e7' },
    step: 'test-started',
  });
  expect(bytes(servedOnly)).toBeLessThanOrEqual(120);
  expect(viewJson(view, 40)).toBeNull();
  expect(beaconBodies([view], 40)).toEqual([]);
});

test('a document’s views go in as few beacons as fit, in order, none over the limits', () => {
  // 45 views of ~330 bytes: more than one beacon holds by count (20) and by bytes (8 KB).
  const many = Array.from({ length: 45 }, (_, i) => ({
    ...view,
    route: `page-${i}`,
    errors: { exam: i + 1 },
  }));
  const bodies = beaconBodies(many);
  const beacons = bodies.map(parsed);
  expect(beacons.every((b) => b.v === 2)).toBe(true);
  expect(beacons.flatMap((b) => b.views.map((v) => v.route))).toEqual(many.map((v) => v.route));
  for (const [i, body] of bodies.entries()) {
    expect(bytes(body)).toBeLessThanOrEqual(RUM_MAX_BYTES);
    expect(beacons[i]!.views.length).toBeLessThanOrEqual(RUM_MAX_VIEWS);
  }
  // Full ones first: a beacon closes only when it holds RUM_MAX_VIEWS or the next view would not fit.
  for (const [i, beacon] of beacons.slice(0, -1).entries()) {
    const next = JSON.stringify(beacons[i + 1]!.views[0]);
    const full = beacon.views.length === RUM_MAX_VIEWS || bytes(bodies[i]!) + 1 + bytes(next) > RUM_MAX_BYTES;
    expect(full).toBe(true);
  }
  // A limit that holds one view: each view in a beacon of its own.
  const oneView = bytes(JSON.stringify({ v: 2, views: [many[44]] }));
  expect(beaconBodies(many.slice(40), oneView).map((b) => parsed(b).views.length)).toEqual([1, 1, 1, 1, 1]);
  expect(beaconBodies([])).toEqual([]);
});
