import { hostAllowed, isCrossSiteWrite, originAccepted, ownOrigins, type WriteRequest } from './origin-check';

describe('ownOrigins', () => {
  test.each([
    ['http', 'localhost:8080', [], ['http://localhost:8080', 'https://localhost:8080']],
    ['https', 'IQ.example', [], ['https://iq.example']],
    [
      'http',
      'iq.example',
      ['https://www.iq.example'],
      ['https://www.iq.example'], // issue 37: the Host's own origin no longer counts beside PUBLIC_URL
    ],
    [
      'http',
      'localhost:8080',
      ['https://iq.example'],
      ['https://iq.example', 'http://localhost:8080', 'https://localhost:8080'],
    ],
    ['http', undefined, ['https://iq.example'], ['https://iq.example']],
    ['http', undefined, [], []],
  ])('%s + %s + %j → %j', (protocol, host, configured, expected) => {
    expect(ownOrigins(protocol, host, configured)).toEqual(expected);
  });
});

describe('originAccepted', () => {
  const own = ['https://iq.example', 'http://localhost:8080'];
  test.each([
    ['https://iq.example', true],
    ['HTTPS://IQ.EXAMPLE', true],
    ['http://localhost:8080', true],
    ['http://localhost:8081', false], // another port is another origin
    ['http://iq.example', false], // http is never the https site
    ['https://iq.example.evil', false],
    ['https://evil.example', false],
    ['null', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (origin, expected) => expect(originAccepted(origin, own)).toBe(expected));
});

describe('isCrossSiteWrite', () => {
  const own = ['http://localhost:8080', 'https://localhost:8080'];
  const base: WriteRequest = {
    method: 'POST',
    path: '/user/update',
    hasCookie: true,
    origin: 'http://localhost:8080',
    secFetchSite: undefined,
    own: () => own,
  };
  test.each<[string, boolean, Partial<WriteRequest>]>([
    ['same-origin POST with a cookie', false, {}],
    ['cross-site POST with a cookie', true, { origin: 'https://evil.example' }],
    [
      'cross-site PUT, PATCH, DELETE with a cookie',
      true,
      { method: 'DELETE', origin: 'https://evil.example' },
    ],
    ['lower-case method', true, { method: 'patch', origin: 'https://evil.example' }],
    ['Origin: null with a cookie (sandboxed frame)', true, { origin: 'null' }],
    [
      'cross-site GET with a cookie (reads are not writes)',
      false,
      { method: 'GET', origin: 'https://evil.example' },
    ],
    [
      'cross-site POST without a cookie (curl, server-to-server)',
      false,
      { hasCookie: false, origin: 'https://evil.example' },
    ],
    ['no Origin, no Sec-Fetch-Site, a cookie (old client)', false, { origin: undefined }],
    ['no Origin, Sec-Fetch-Site: cross-site', true, { origin: undefined, secFetchSite: 'cross-site' }],
    ['no Origin, Sec-Fetch-Site: same-origin', false, { origin: undefined, secFetchSite: 'same-origin' }],
    [
      'no Origin, Sec-Fetch-Site: none (typed by the user)',
      false,
      { origin: undefined, secFetchSite: 'none' },
    ],
    ["the browser's cross-site verdict stands whatever the Origin", true, { secFetchSite: 'cross-site' }],
    [
      'Sec-Fetch-Site: same-site (another port or subdomain)',
      true,
      { origin: undefined, secFetchSite: 'same-site' },
    ],
    [
      "Origin: null from our own page's form (no-referrer), the browser says same-origin",
      false,
      { origin: 'null', secFetchSite: 'same-origin' },
    ],
    ['Origin: null, the browser says cross-site', true, { origin: 'null', secFetchSite: 'cross-site' }],
    [
      'a foreign Origin even when Sec-Fetch-Site claims same-origin (not a browser)',
      true,
      { origin: 'https://evil.example', secFetchSite: 'same-origin' },
    ],
    [
      'the webhook, even with a cookie and a foreign Origin',
      false,
      { path: '/pay/events', origin: 'https://psp.example' },
    ],
    [
      'a path that only starts like the webhook',
      true,
      { path: '/pay/events/x', origin: 'https://psp.example' },
    ],
  ])('%s → refused: %p', (_name, expected, change) => {
    expect(isCrossSiteWrite({ ...base, ...change })).toBe(expected);
  });
});

describe('hostAllowed (issue 37: any Host was accepted)', () => {
  const configured = ['https://iq.example'];
  test.each([
    ['iq.example', 'https', configured, true],
    ['IQ.example:443', 'https', configured, true],
    ['iq.example:8443', 'https', configured, false],
    ['evil.example', 'https', configured, false],
    ['iq.example.evil.example', 'https', configured, false],
    ['localhost:8080', 'http', configured, true],
    ['127.0.0.1:18080', 'http', configured, true],
    ['[::1]:8080', 'http', configured, true],
    [undefined, 'https', configured, false],
    ['evil.example', 'http', [], true], // nothing configured (development): every Host
    ['admin.iq.example', 'https', [...configured, 'https://admin.iq.example'], true], // ADMIN_ORIGINS too
  ])('%s over %s, configured %j → %s', (host, protocol, own, expected) => {
    expect(hostAllowed(host, protocol, own)).toBe(expected);
  });
});
