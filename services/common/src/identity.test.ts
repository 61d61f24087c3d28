import { createHmac } from 'node:crypto';
import { IDENTITY_TTL_MS, identityKey, signIdentity, verifyIdentity } from './identity';

const key = identityKey('x'.repeat(32));
const alice = { sessionId: 's-1', userId: 7, email: 'alice@example.com' };
const now = new Date('2026-11-25T12:00:00Z');

describe('signed identity header', () => {
  test('a signed identity verifies within its lifetime, not after', () => {
    const header = signIdentity(alice, key, now);
    expect(verifyIdentity(header, key, now)).toEqual(alice);
    expect(verifyIdentity(header, key, new Date(now.getTime() + IDENTITY_TTL_MS - 1))).toEqual(alice);
    expect(verifyIdentity(header, key, new Date(now.getTime() + IDENTITY_TTL_MS + 1))).toBeNull();
  });

  test('another key, a changed payload or signature, or junk are refused', () => {
    const header = signIdentity(alice, key, now);
    expect(verifyIdentity(header, identityKey('y'.repeat(32)), now)).toBeNull();
    // Forged independently of signIdentity: the payload says user 8, the signature is alice's.
    const [, signature] = header.split('.');
    const forged = Buffer.from(JSON.stringify({ ...alice, userId: 8, exp: now.getTime() + 1000 })).toString(
      'base64url',
    );
    expect(verifyIdentity(`${forged}.${signature}`, key, now)).toBeNull();
    // Signed with the raw internal token instead of the derived key.
    const rawMac = createHmac('sha256', 'x'.repeat(32)).update(forged).digest('base64url');
    expect(verifyIdentity(`${forged}.${rawMac}`, key, now)).toBeNull();
    for (const junk of [undefined, '', '.', 'a.b', `${header}.x`, 'x'.repeat(3000), '7'])
      expect(verifyIdentity(junk, key, now)).toBeNull();
  });

  test('a correctly signed payload of the wrong shape is refused', () => {
    const payload = Buffer.from(JSON.stringify({ userId: '7', exp: now.getTime() + 1000 })).toString(
      'base64url',
    );
    const sig = createHmac('sha256', key).update(payload).digest('base64url');
    expect(verifyIdentity(`${payload}.${sig}`, key, now)).toBeNull();
  });
});
