import { checkFileLink, signFileLink } from './file-links';

const secret = 's'.repeat(40);
const now = new Date('2026-11-23T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('file links', () => {
  test('a link works for 10 minutes, for the key it was made for', () => {
    const { token, expiresAt } = signFileLink(secret, 'k1', now);
    expect(expiresAt.toISOString()).toBe('2026-11-23T12:10:00.000Z');
    expect(checkFileLink(secret, token, later(9 * 60_000))).toEqual({ ok: true, key: 'k1' });
    expect(checkFileLink(secret, token, later(10 * 60_000))).toEqual({ ok: false, problem: 'expired' });
  });

  test('another secret, a changed payload or signature: invalid', () => {
    const { token } = signFileLink(secret, 'k1', now);
    const [payload, signature] = token.split('.') as [string, string];
    const otherPayload = Buffer.from(JSON.stringify({ k: 'k2', e: 9999999999 })).toString('base64url');
    expect(checkFileLink('t'.repeat(40), token, now)).toEqual({ ok: false, problem: 'invalid' });
    expect(checkFileLink(secret, `${otherPayload}.${signature}`, now)).toEqual({
      ok: false,
      problem: 'invalid',
    });
    expect(checkFileLink(secret, `${payload}.${signature.slice(1)}`, now)).toEqual({
      ok: false,
      problem: 'invalid',
    });
    for (const broken of ['', '.', payload, `${payload}.${signature}.x`, 'a b.c d'])
      expect(checkFileLink(secret, broken, now)).toEqual({ ok: false, problem: 'invalid' });
  });

  test('the token names no order: only a key and an expiry', () => {
    const { token } = signFileLink(secret, 'f'.repeat(64), now);
    const payload = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as object;
    expect(Object.keys(payload)).toEqual(['k', 'e']);
  });
});
