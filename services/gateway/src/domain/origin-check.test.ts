import { isCrossSiteWrite, originAccepted, ownOrigins, type WriteRequest } from './origin-check';

describe('ownOrigins', () => {
  test.each([
    ['http', 'localhost:8080', [], ['http://localhost:8080', 'https://localhost:8080']],
    ['https', 'IQ.example', [], ['https://iq.example']],
    [
      'http',
      'iq.example',
      ['https://www.iq.example'],
      ['https://www.iq.example', 'http://iq.example', 'https://iq.example'],
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
    own,
  };
  test.each<[string, Partial<WriteRequest>, boolean]>([
    ['same-origin POST with a cookie', {}, false],
    ['cross-site POST with a cookie', { origin: 'https://evil.example' }, true],
    [
      'cross-site PUT, PATCH, DELETE with a cookie',
      { method: 'DELETE', origin: 'https://evil.example' },
      true,
    ],
    ['lower-case method', { method: 'patch', origin: 'https://evil.example' }, true],
    ['Origin: null with a cookie (sandboxed frame)', { origin: 'null' }, true],
    [
      'cross-site GET with a cookie (reads are not writes)',
      { method: 'GET', origin: 'https://evil.example' },
      false,
    ],
    [
      'cross-site POST without a cookie (curl, server-to-server)',
      { hasCookie: false, origin: 'https://evil.example' },
      false,
    ],
    ['no Origin, no Sec-Fetch-Site, a cookie (old client)', { origin: undefined }, false],
    ['no Origin, Sec-Fetch-Site: cross-site', { origin: undefined, secFetchSite: 'cross-site' }, true],
    ['no Origin, Sec-Fetch-Site: same-origin', { origin: undefined, secFetchSite: 'same-origin' }, false],
    [
      'no Origin, Sec-Fetch-Site: none (typed by the user)',
      { origin: undefined, secFetchSite: 'none' },
      false,
    ],
    ['Origin wins over Sec-Fetch-Site', { secFetchSite: 'cross-site' }, false],
    [
      'the webhook, even with a cookie and a foreign Origin',
      { path: '/pay/events', origin: 'https://psp.example' },
      false,
    ],
    [
      'a path that only starts like the webhook',
      { path: '/pay/events/x', origin: 'https://psp.example' },
      true,
    ],
  ])('%s → %s', (_name, change, expected) => {
    expect(isCrossSiteWrite({ ...base, ...change })).toBe(expected);
  });
});
