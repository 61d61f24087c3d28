import { hashPassword, verifyPassword } from './passwords';

const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

describe('passwords (scrypt)', () => {
  test('a hash verifies its password only, and says its cost', async () => {
    const hash = await hashPassword('campaign pass', CHEAP);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('campaign pass', hash, CHEAP)).toBe(true);
    expect(await verifyPassword('campaign pas', hash, CHEAP)).toBe(false);
    expect(await hashPassword('campaign pass', CHEAP)).not.toBe(hash); // salted
  });

  test.each([
    null,
    '',
    'plain',
    'scrypt$1024$8$1$salt',
    'scrypt$99999999$8$1$c2FsdA$a2V5',
    'bcrypt$x$y$z$a$b',
  ])('a stored value that is not ours (%j) never verifies', async (stored) => {
    expect(await verifyPassword('anything', stored, CHEAP)).toBe(false);
  });
});
