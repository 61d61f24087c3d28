import { cookieValue } from './session-cookie';

describe('cookieValue', () => {
  test.each([
    [undefined, undefined],
    ['', undefined],
    ['IQ-session=abc', 'abc'],
    ['theme=dark; IQ-session=abc; other=1', 'abc'],
    ['theme=dark;IQ-session=abc', 'abc'],
    ['IQ-session="quoted"', 'quoted'],
    ['IQ-session=a%2Bb', 'a+b'],
    ['IQ-session=100%', '100%'], // not valid percent-encoding: as sent
    ['IQ-session=first; IQ-session=second', 'first'],
    ['IQ-session=', ''],
    ['IQ-sessionx=abc; xIQ-session=def', undefined],
    ['iq-session=abc', undefined], // names are case-sensitive
    ['IQ-session', undefined],
    ['IQ-session=a=b', 'a=b'],
  ])('%j → %j', (header, value) => {
    expect(cookieValue(header, 'IQ-session')).toBe(value);
  });
});
