import { RUM_MAX_BYTES, type RumBeacon } from '@iq/contracts';
import { beaconBody, MAX_ERRORS_PER_REMOTE } from './beacon-body';

const beacon: RumBeacon = {
  v: 1,
  route: 'answer_question-standard',
  remote: 'exam',
  locale: 'zh-HK',
  builds: { landing: 'l1', exam: 'e7', checkout: 'c3', report: 'r2', account: 'a1' },
  step: 'test-started',
  vitals: { lcp: 1234.5, cls: 0.1, inp: 88, ttfb: 310 },
  loadFailures: { exam: 'e8-canary' },
};
const bytes = (body: string | null) => new TextEncoder().encode(body ?? '').length;

test('a view with very many errors stays far under the limit: each count is capped', () => {
  const body = beaconBody({ ...beacon, errors: { exam: 250_000, landing: 3, report: 0 } });
  expect(JSON.parse(body!).errors).toEqual({ exam: MAX_ERRORS_PER_REMOTE, landing: 3 });
  expect(bytes(body)).toBeLessThan(1024);
  expect(bytes(body)).toBeLessThanOrEqual(RUM_MAX_BYTES);
});

test('a version the gateway would refuse (and so the whole beacon with it) is left out', () => {
  const body = beaconBody({
    ...beacon,
    builds: { ...beacon.builds, landing: 'x'.repeat(9000), checkout: 'a b' },
    loadFailures: { exam: '../../etc' },
  });
  const sent = JSON.parse(body!) as RumBeacon;
  expect(sent.builds).toEqual({ exam: 'e7', report: 'r2', account: 'a1' });
  expect(sent).not.toHaveProperty('loadFailures');
  expect(bytes(body)).toBeLessThanOrEqual(RUM_MAX_BYTES);
});

test('over a limit, the least needed parts go first; what cannot fit is not sent', () => {
  const full = beaconBody(beacon)!;
  const smaller = beaconBody(beacon, bytes(full) - 1)!;
  expect(JSON.parse(smaller)).not.toHaveProperty('loadFailures');
  expect(JSON.parse(smaller).vitals).toEqual(beacon.vitals);
  const servedOnly = beaconBody(beacon, 120)!;
  expect(JSON.parse(servedOnly)).toEqual({
    v: 1,
    route: 'answer_question-standard',
    remote: 'exam',
    locale: 'zh-HK',
    builds: { exam: 'e7' },
    step: 'test-started',
  });
  expect(bytes(servedOnly)).toBeLessThanOrEqual(120);
  expect(beaconBody(beacon, 40)).toBeNull();
});
