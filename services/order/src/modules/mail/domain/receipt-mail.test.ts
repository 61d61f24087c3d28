import { LOCALE_TAGS } from '@iq/contracts';
import { MAIL_COPY } from './receipt-mail-copy';
import { composeOrderMails, type PaidOrder } from './receipt-mail';

const order: PaidOrder = {
  orderNumber: 'AbCdEfGhIjKlMnOpQrStUv',
  examCode: 'web',
  examId: 1,
  email: 'buyer@example.com',
  locale: 'en-US',
  skuId: 'sku3',
  payMethod: 'card',
  amountMinor: 2999,
  currency: 'USD',
  cardBrand: 'visa',
  cardLast4: '4242',
};
const options = { publicUrl: 'http://localhost:18080', paidAt: new Date('2030-03-04T10:00:00Z') };

describe('order mails', () => {
  test('a receipt and an absolute report link, in English', () => {
    const [receipt, report] = composeOrderMails(order, options);
    expect(receipt).toMatchObject({
      kind: 'receipt',
      to: 'buyer@example.com',
      subject: 'Your receipt: IQ test report (Premium)',
    });
    expect(receipt!.text).toContain('Item: IQ test report, Premium (5 items)');
    expect(receipt!.text).toContain('Amount paid: $29.99 (one-time payment)');
    expect(receipt!.text).toContain('Paid with: Visa card ending in 4242');
    expect(receipt!.text).toContain('Order number: AbCdEfGhIjKlMnOpQrStUv');
    expect(receipt!.text).toContain('Date: March 4, 2030');
    const link = 'http://localhost:18080/report/result/web-1?orderNumber=AbCdEfGhIjKlMnOpQrStUv';
    expect(report).toMatchObject({ kind: 'report-link', subject: 'Your IQ test report is ready' });
    expect(report!.text).toContain(`Open my report: ${link}`);
    expect(report!.html).toContain(`<a href="${link}">Open my report</a>`);
  });

  test('in the order’s locale, with the price formatted by spec §9', () => {
    const [receipt, report] = composeOrderMails(
      { ...order, locale: 'de-DE', currency: 'EUR', payMethod: 'paypal', cardBrand: null, cardLast4: null },
      options,
    );
    expect(receipt!.subject).toBe('Ihre Quittung: IQ-Testbericht (Premium)');
    expect(receipt!.text).toContain('Bezahlter Betrag: 29,99\u00a0€ (Einmalzahlung)');
    expect(receipt!.text).toContain('Bezahlt mit: PayPal');
    expect(report!.subject).toBe('Ihr IQ-Testbericht ist fertig');
    const [japanese] = composeOrderMails(
      { ...order, locale: 'ja-JP', currency: 'JPY', amountMinor: 448000 },
      options,
    );
    expect(japanese!.text).toContain('￥4,480');
  });

  test('every locale is its own text', () => {
    for (const locale of LOCALE_TAGS.filter((l) => l !== 'en-US')) {
      for (const key of Object.keys(MAIL_COPY['en-US']) as (keyof (typeof MAIL_COPY)['en-US'])[])
        expect(MAIL_COPY[locale][key]).not.toBe(MAIL_COPY['en-US'][key]);
    }
  });

  test('values are escaped in HTML', () => {
    const [receipt] = composeOrderMails({ ...order, orderNumber: '<b>x</b>' }, options);
    expect(receipt!.html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(receipt!.html).not.toContain('<b>');
  });
});
