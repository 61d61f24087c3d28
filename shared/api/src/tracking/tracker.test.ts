// The tracker in a page: what reaches window.dataLayer and which third-party scripts are added,
// before and after the visitor's choice. The third parties themselves are never fetched (jsdom
// does not load scripts); their script elements are the edge we look at.
/* eslint-disable @typescript-eslint/no-require-imports -- a fresh tracker per test, as per page */
import type { TrackingConfig } from '@iq/contracts';

type Tracker = typeof import('./tracker');

const CONFIG: TrackingConfig = {
  tagManager: { id: 'GTM-1', scriptUrl: 'https://tags.example.test/gtm.js' },
  botProtection: { siteKey: 'site-1', scriptUrl: 'https://bot.example.test/api.js' },
  pixels: {
    facebook: { id: 'fb1', scriptUrl: 'https://pixel.example.test/fb.js' },
    microsoft: { id: 'ms1', scriptUrl: 'https://pixel.example.test/bat.js' },
  },
};

function freshTracker(search: string): Tracker {
  window.history.replaceState(null, '', `/landing_page/girl/web-1${search}`);
  let tracker!: Tracker;
  jest.isolateModules(() => {
    tracker = require('./tracker') as Tracker;
  });
  return tracker;
}

const scripts = () => Array.from(document.head.querySelectorAll('script')).map((s) => s.src);
const events = () =>
  (window.dataLayer ?? []).filter(
    (entry): entry is { event: string } => !!(entry as { event?: string }).event,
  );
const consentCommands = () =>
  (window.dataLayer ?? [])
    .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
    .map((entry) => Array.from(entry as ArrayLike<unknown>).slice(0, 2));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const fbq = () => (window as unknown as { fbq?: { queue: unknown[][] } }).fbq;

beforeEach(() => {
  sessionStorage.clear();
  document.head.innerHTML = '';
  delete window.dataLayer;
  delete (window as unknown as { fbq?: unknown }).fbq;
  delete (window as unknown as { uetq?: unknown }).uetq;
});

test('European visitor with a click id: nothing loads before the accept; after it the configured scripts and the pixel event', async () => {
  const tracker = freshTracker('?fbclid=abc&hl=de-DE');
  tracker.trackEvent('view_content'); // a page's effect runs before the shell starts the tracker
  tracker.startTracking({ logid: 'LOG-1', countryCode: 'DE', mode: 'web', config: CONFIG });
  await settle();
  expect(tracker.currentConsent()).toEqual({ offerBanner: true, granted: false });
  expect(scripts()).toEqual([]);
  expect(consentCommands()).toEqual([['consent', 'default']]);
  expect(events()).toEqual([{ event: 'view_content', event_id: 'LOG-1' }]);
  expect(fbq()).toBeUndefined();

  tracker.chooseConsent('accepted');
  await settle();
  expect(tracker.currentConsent()).toEqual({ offerBanner: false, granted: true });
  expect(consentCommands()).toEqual([
    ['consent', 'default'],
    ['consent', 'update'],
  ]);
  expect(scripts()).toEqual([
    'https://tags.example.test/gtm.js?id=GTM-1',
    'https://bot.example.test/api.js?render=site-1',
    'https://pixel.example.test/fb.js',
  ]);
  // The page view made while the banner waited reaches the pixel once, with the log id.
  expect(fbq()?.queue).toEqual([
    ['init', 'fb1'],
    ['track', 'ViewContent', {}, { eventID: 'LOG-1' }],
  ]);
  expect(sessionStorage.getItem('IQ-consent')).toBe('"accepted"');

  tracker.trackEvent('purchase', { value: 29.99, currency: 'EUR' });
  await settle();
  expect(fbq()?.queue?.[2]).toEqual([
    'track',
    'Purchase',
    { value: 29.99, currency: 'EUR' },
    { eventID: 'LOG-1' },
  ]);
  expect(events().map((e) => e.event)).toEqual(['view_content', 'gtm.js', 'purchase']);
});

test('a visitor without a click id gets data-layer events but no pixel', async () => {
  const tracker = freshTracker('?hl=de-DE');
  tracker.startTracking({ logid: 'LOG-2', countryCode: 'DE', mode: 'web', config: CONFIG });
  tracker.chooseConsent('accepted');
  tracker.trackEvent('view_content');
  await settle();
  expect(scripts()).toEqual([
    'https://tags.example.test/gtm.js?id=GTM-1',
    'https://bot.example.test/api.js?render=site-1',
  ]);
  expect(fbq()).toBeUndefined();
  expect(events()).toContainEqual({ event: 'view_content', event_id: 'LOG-2' });
});

test('declining keeps everything denied and loads nothing', async () => {
  const tracker = freshTracker('?fbclid=abc');
  tracker.startTracking({ logid: 'L', countryCode: 'FR', mode: 'web', config: CONFIG });
  tracker.trackEvent('view_content');
  tracker.chooseConsent('declined');
  tracker.trackEvent('add_to_cart');
  await settle();
  expect(tracker.currentConsent()).toEqual({ offerBanner: false, granted: false });
  expect(scripts()).toEqual([]);
  expect(consentCommands()).toEqual([['consent', 'default']]);
  expect(events().map((e) => e.event)).toEqual(['view_content', 'add_to_cart']);
});

test.each([
  ['outside Europe', 'EN', 'web'],
  ['a mode with fb', 'DE', 'fb-web'],
])('%s: no banner, and even a stored accept grants nothing', async (_name, countryCode, mode) => {
  const tracker = freshTracker('?fbclid=abc');
  sessionStorage.setItem('IQ-consent', '"accepted"');
  tracker.startTracking({ logid: 'L', countryCode, mode, config: CONFIG });
  tracker.trackEvent('view_content');
  await settle();
  expect(tracker.currentConsent()).toEqual({ offerBanner: false, granted: false });
  expect(scripts()).toEqual([]);
});

test('an accept earlier in the session loads at once on the next page; the click id survives navigation', async () => {
  sessionStorage.setItem('IQ-consent', '"accepted"');
  sessionStorage.setItem('IQ-tracked-query', '{"MSCLKID":"m1","hl":"de-DE"}');
  const tracker = freshTracker('?step=2'); // an in-app page without the query
  tracker.startTracking({ logid: 'L3', countryCode: 'DE', mode: 'web', config: { pixels: CONFIG.pixels } });
  tracker.trackEvent('initiate_checkout');
  await settle();
  expect(consentCommands()).toEqual([
    ['consent', 'default'],
    ['consent', 'update'],
  ]);
  expect(scripts()).toEqual(['https://pixel.example.test/bat.js']);
  expect((window as unknown as { uetq: unknown[] }).uetq).toEqual([
    'event',
    'begin_checkout',
    { event_id: 'L3' },
  ]);
});

test('with nothing configured nothing loads, whatever the consent', async () => {
  const tracker = freshTracker('?fbclid=abc&gclid=g');
  tracker.startTracking({ logid: 'L', countryCode: 'DE', mode: 'web', config: null });
  tracker.chooseConsent('accepted');
  tracker.trackEvent('purchase');
  await settle();
  expect(scripts()).toEqual([]);
  expect(events()).toEqual([{ event: 'purchase', event_id: 'L' }]);
});

test('the tracked query keys of the arrival are remembered in the client session', () => {
  const tracker = freshTracker('?fbclid=abc&hl=de-DE&utm=x');
  tracker.startTracking({ logid: 'L', countryCode: 'DE', mode: 'web', config: null });
  tracker.rememberQuery('?gclid=g');
  expect(JSON.parse(sessionStorage.getItem('IQ-tracked-query') ?? '{}')).toEqual({
    fbclid: 'abc',
    hl: 'de-DE',
    gclid: 'g',
  });
});
