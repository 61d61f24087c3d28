import { serverFailure, waitTime } from './server-failure';

test.each([
  [{ status: 'FETCH_ERROR' }, true, { kind: 'network' }],
  [{ status: 'TIMEOUT_ERROR' }, true, { kind: 'network' }],
  [{ status: 500 }, false, { kind: 'network' }],
  [{ status: 429, retryAfterSeconds: 90 }, true, { kind: 'wait', seconds: 90 }],
  [{ status: 429 }, true, { kind: 'wait', seconds: null }],
  [{ status: 401, message: 'x' }, true, { kind: 'refused', status: 401, message: 'x' }],
  [{ status: 502 }, true, { kind: 'failed' }],
  [undefined, true, { kind: 'failed' }],
])('serverFailure(%j, online %s)', (error, online, expected) => {
  expect(serverFailure(error, online)).toEqual(expected);
});

test('the wait is said in the locale, in seconds under a minute and minutes (rounded up) above', () => {
  expect(waitTime(40, 'en-US')).toBe('40 seconds');
  expect(waitTime(125, 'en-US')).toBe('3 minutes');
  expect(waitTime(60, 'de-DE')).toBe('1 Minute');
  expect(waitTime(30, 'not a locale')).toBe('30 seconds');
});
