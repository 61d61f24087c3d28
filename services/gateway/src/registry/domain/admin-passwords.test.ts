import { hashAdminPassword, verifyAdminPassword } from './admin-passwords';

const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

describe('admin passwords (scrypt)', () => {
  test('a hash verifies its password only, and says its cost', async () => {
    const hash = await hashAdminPassword('campaign pass', CHEAP);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyAdminPassword('campaign pass', hash, CHEAP)).toBe(true);
    expect(await verifyAdminPassword('campaign pas', hash, CHEAP)).toBe(false);
    expect(await hashAdminPassword('campaign pass', CHEAP)).not.toBe(hash); // salted
  });

  test.each([
    null,
    '',
    'plain',
    'scrypt$1024$8$1$salt',
    'scrypt$99999999$8$1$c2FsdA$a2V5',
    'bcrypt$x$y$z$a$b',
  ])('a stored value that is not ours (%j) never verifies', async (stored) => {
    expect(await verifyAdminPassword('anything', stored, CHEAP)).toBe(false);
  });
});
