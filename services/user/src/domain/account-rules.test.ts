// The pure rules of accounts, table-driven: report-list statuses and links, login waits, password
// hashes, and the nine locales of the account mails.
import { LOCALE_TAGS } from '@iq/contracts';
import { ACCOUNT_MAIL_COPY } from './mail/account-mail-copy';
import {
  composeConfirmMail,
  composeRegisterNoticeMail,
  composeResetCodeMail,
  composeSetPasswordMail,
} from './mail/account-mails';
import { toUserOrders } from './order-list';
import { hashPassword, verifyPassword } from '@iq/service-common';

describe('toUserOrders: spec §4 statuses and their links', () => {
  const base = {
    examId: 4,
    code: 'app',
    skuId: 'sku1',
    amountMinor: 1999,
    currency: 'USD',
    createdAt: '2026-01-01T00:00:00.000Z',
  } as const;
  test.each([
    ['paid', 'completed', '/report/result/app-4?orderNumber=ORDER_0000000000000000001'],
    ['created', 'pending', '/paying/payment/app-4?orderNumber=ORDER_0000000000000000001'],
    ['pending', 'pending', '/paying/payment/app-4?orderNumber=ORDER_0000000000000000001'],
    ['failed', 'incomplete', '/paying/payment/app-4?orderNumber=ORDER_0000000000000000001'],
  ] as const)('%s → %s', (status, expected, href) => {
    const [order] = toUserOrders([{ ...base, orderNumber: 'ORDER_0000000000000000001', status }]);
    expect(order).toEqual({ ...base, orderNumber: 'ORDER_0000000000000000001', status: expected, href });
  });
});

describe('passwords: scrypt, salted, checked in constant time', () => {
  const cost = { N: 1024, r: 8, p: 1 };
  test('a hash verifies its password only, and two hashes of one password differ', async () => {
    const a = await hashPassword('correct horse', cost);
    const b = await hashPassword('correct horse', cost);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('correct horse', a, cost)).toBe(true);
    expect(await verifyPassword('correct horsf', a, cost)).toBe(false);
    expect(await verifyPassword('', a, cost)).toBe(false);
  });
  test.each([null, '', 'plain', 'scrypt$1024$8$1$$', 'scrypt$99999999$8$1$AAAA$AAAA', 'bcrypt$x'])(
    'nothing matches a missing or foreign hash (%p)',
    async (stored) => expect(await verifyPassword('anything', stored, cost)).toBe(false),
  );
});

describe('account mails', () => {
  const site = { publicUrl: 'https://iq.example' };
  test.each(LOCALE_TAGS)(
    '%s: every text translated (not the English copy), links and placeholders filled',
    (locale) => {
      const copy = ACCOUNT_MAIL_COPY[locale];
      if (locale !== 'en-US')
        for (const [key, text] of Object.entries(copy))
          expect({ key, text }).not.toEqual({
            key,
            text: ACCOUNT_MAIL_COPY['en-US'][key as keyof typeof copy],
          });
      const target = { to: 'a@example.com', hl: locale, dedupeKey: 'k' };
      const mails = [
        composeConfirmMail(target, site, 'TOKEN1'),
        composeRegisterNoticeMail(target, site),
        composeResetCodeMail(target, '012345'),
        composeSetPasswordMail(target, site, 'TOKEN2'),
      ];
      for (const mail of mails) {
        expect(mail.text).not.toMatch(/\{\w+\}/);
        expect(mail.html).not.toMatch(/\{\w+\}/);
      }
      expect(mails[0]!.text).toContain('https://iq.example/user/login?confirm=TOKEN1');
      expect(mails[1]!.text).toContain('https://iq.example/user/forgot-password');
      expect(mails[2]!.text).toContain('012345');
      expect(mails[3]!.text).toContain('https://iq.example/user/forgot-password?token=TOKEN2');
    },
  );
});
