import { AFTER_PAINT_SCRIPT_HASH } from './after-paint';
import { ConfigError } from '@iq/service-common';
import {
  contentSecurityPolicy,
  injectTrackingConfig,
  parseTrackingConfig,
  trackingHosts,
} from './tracking-config';

const FULL = {
  tagManager: { id: 'GTM-1', scriptUrl: 'https://www.googletagmanager.com/gtm.js' },
  botProtection: { siteKey: 'k', scriptUrl: 'https://www.google.com/recaptcha/api.js' },
  pixels: {
    facebook: { id: '1', scriptUrl: 'https://connect.facebook.net/en_US/fbevents.js' },
    google: { id: 'AW-1', scriptUrl: 'https://www.googletagmanager.com/gtag/js' },
    tiktok: { id: 't', scriptUrl: 'https://analytics.tiktok.com/i18n/pixel/events.js' },
  },
};

test.each([
  [undefined, null],
  ['', null],
  ['  ', null],
  ['{}', null],
  ['{"pixels":{}}', null],
  [JSON.stringify(FULL), FULL],
  [
    '{"pixels":{"pinterest":{"id":"p","scriptUrl":"http://localhost:9000/p.js"}}}',
    { pixels: { pinterest: { id: 'p', scriptUrl: 'http://localhost:9000/p.js' } } },
  ],
])('TRACKING_CONFIG %p → %p', (raw, expected) => {
  expect(parseTrackingConfig(raw)).toEqual(expected);
});

test.each([
  ['not JSON', '{oops', /not valid JSON/],
  ['an unknown pixel', '{"pixels":{"myspace":{"id":"1","scriptUrl":"https://a.test/x.js"}}}', /pixels/],
  ['an unknown key', '{"tagManager":{"id":"G","scriptUrl":"https://a.test/g.js","x":1}}', /tagManager/],
  ['plain http', '{"pixels":{"facebook":{"id":"1","scriptUrl":"http://pixel.test/fb.js"}}}', /https/],
  [
    'javascript:',
    '{"pixels":{"facebook":{"id":"1","scriptUrl":"javascript:alert(1)"}}}',
    /pixels.facebook.scriptUrl/,
  ],
  [
    'an empty id',
    '{"pixels":{"facebook":{"id":"","scriptUrl":"https://pixel.test/fb.js"}}}',
    /pixels.facebook.id/,
  ],
  ['a missing site key', '{"botProtection":{"scriptUrl":"https://bot.test/a.js"}}', /botProtection.siteKey/],
])('%s stops the start with a ConfigError', (_name, raw, message) => {
  expect(() => parseTrackingConfig(raw)).toThrow(ConfigError);
  expect(() => parseTrackingConfig(raw)).toThrow(message);
});

test('the hosts are the configured script origins, each once', () => {
  expect(trackingHosts(null)).toEqual([]);
  expect(trackingHosts(FULL)).toEqual([
    'https://www.googletagmanager.com',
    'https://www.google.com',
    'https://connect.facebook.net',
    'https://analytics.tiktok.com',
  ]);
});

test('no configuration: the strict CSP; with one: its hosts in script-src, img-src and connect-src only', () => {
  expect(contentSecurityPolicy(null).directives).toEqual({
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", AFTER_PAINT_SCRIPT_HASH],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
  });
  const directives = contentSecurityPolicy({
    pixels: { facebook: { id: '1', scriptUrl: 'https://pixel.example.test/fb.js' } },
  }).directives;
  expect(directives.scriptSrc).toEqual(["'self'", AFTER_PAINT_SCRIPT_HASH, 'https://pixel.example.test']);
  expect(directives.imgSrc).toEqual(["'self'", 'data:', 'https://pixel.example.test']);
  expect(directives.connectSrc).toEqual(["'self'", 'https://pixel.example.test']);
  expect(directives.defaultSrc).toEqual(["'self'"]);
  expect(directives.styleSrc).toEqual(["'self'"]);
});

test('the page gets the configuration as a JSON data block, `<` escaped; nothing when none', () => {
  const html = '<html><body><div id="root"></div></body></html>';
  expect(injectTrackingConfig(html, null)).toBe(html);
  expect(
    injectTrackingConfig(html, { tagManager: { id: '</script><b>', scriptUrl: 'https://t.test/g.js' } }),
  ).toBe(
    '<html><body><div id="root"></div><script type="application/json" id="iq-tracking">' +
      '{"tagManager":{"id":"\\u003c/script>\\u003cb>","scriptUrl":"https://t.test/g.js"}}</script></body></html>',
  );
});
