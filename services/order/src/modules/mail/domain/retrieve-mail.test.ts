import { LOCALE_TAGS } from '@iq/contracts';
import type { Retrieval } from './retrievable-reports';
import { composeRetrieveMail } from './retrieve-mail';
import { RETRIEVE_MAIL_COPY, type RetrieveMailCopy } from './retrieve-mail-copy';

const retrieval: Retrieval = {
  to: 'Buyer@Example.com',
  locale: 'fr-FR',
  reports: [
    {
      orderNumber: 'AbCdEfGhIjKlMnOpQrStUv',
      examCode: 'web',
      examId: 1,
      testedAt: new Date('2030-03-04T10:00:00Z'),
    },
    {
      orderNumber: 'ZyXwVuTsRqPoNmLkJiHgFe',
      examCode: 'girl',
      examId: 1,
      testedAt: new Date('2029-12-31T23:00:00Z'),
    },
  ],
};
const publicUrl = 'http://localhost:18080';

describe('retrieve mail', () => {
  test('one mail to the stored address: each report’s link (the payment mail’s) with its test date', () => {
    const mail = composeRetrieveMail(retrieval, { publicUrl, hl: 'en-US' });
    expect(mail).toMatchObject({
      kind: 'report-retrieve',
      to: 'Buyer@Example.com',
      subject: 'Your IQ test report links',
    });
    const first = `${publicUrl}/report/result/web-1?orderNumber=AbCdEfGhIjKlMnOpQrStUv`;
    const second = `${publicUrl}/report/result/girl-1?orderNumber=ZyXwVuTsRqPoNmLkJiHgFe`;
    expect(mail.text).toContain(`Test taken on March 4, 2030: ${first}`);
    expect(mail.text).toContain(`Test taken on December 31, 2029: ${second}`);
    expect(mail.html).toContain(`<a href="${first}">Test taken on March 4, 2030</a>`);
    expect(mail.text.startsWith('Hello,')).toBe(true);
    expect(mail.text).toContain('You receive this e-mail because you bought a report on our IQ test site.');
  });

  test.each([
    [undefined, 'Les liens de vos rapports de test de QI', 'Test passé le 4 mars 2030'],
    [null, 'Les liens de vos rapports de test de QI', 'Test passé le 4 mars 2030'],
    ['xx-YY', 'Les liens de vos rapports de test de QI', 'Test passé le 4 mars 2030'],
    ['de', 'Die Links zu Ihren IQ-Testberichten', 'Test vom 4. März 2030'],
    ['zh_TW', '您的智商測試報告連結', '於2030年3月4日完成的測試'],
    ['ja-JP', 'IQテストレポートのリンク', '2030年3月4日に受けたテスト'],
    ['ko', 'IQ 테스트 보고서 링크', '2030년 3월 4일에 응시한 테스트'],
  ])('hl %p: the request’s locale, else the order’s', (hl, subject, label) => {
    const mail = composeRetrieveMail(retrieval, { publicUrl, hl });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(`${label}: ${publicUrl}/report/result/web-1?orderNumber=`);
  });

  test('an order locale we do not have is English', () => {
    expect(composeRetrieveMail({ ...retrieval, locale: 'xx' }, { publicUrl }).subject).toBe(
      'Your IQ test report links',
    );
  });

  test('every locale is its own text, with the date placeholder', () => {
    for (const locale of LOCALE_TAGS) {
      expect(RETRIEVE_MAIL_COPY[locale].item).toContain('{date}');
      if (locale === 'en-US') continue;
      for (const key of Object.keys(RETRIEVE_MAIL_COPY['en-US']) as (keyof RetrieveMailCopy)[])
        expect(RETRIEVE_MAIL_COPY[locale][key]).not.toBe(RETRIEVE_MAIL_COPY['en-US'][key]);
    }
  });

  test('values are escaped in HTML, and a code in a link is percent-encoded', () => {
    const mail = composeRetrieveMail(
      { ...retrieval, reports: [{ ...retrieval.reports[0]!, examCode: '"><b>x</b>' }] },
      { publicUrl: `${publicUrl}/"><i>y</i>` },
    );
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).not.toContain('<i>');
    expect(mail.html).toContain('/report/result/%22%3E%3Cb%3Ex%3C%2Fb%3E-1?');
    expect(mail.html).toContain('&quot;&gt;&lt;i&gt;');
  });
});
