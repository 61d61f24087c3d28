// ARCHITECTURE.md "What must never happen": a card number touches nothing but the payment page.
// Pay (and fail, and mistype) with test numbers through the real pages, then read every row of
// every table of both services and every log line (at trace level) for the numbers, with and
// without spaces.
import { createOrderResponseSchema } from '@iq/contracts';
import { createLogger } from '@iq/service-common';
import { databaseTargets, describeFor, postJson } from '@iq/service-common/src/testing';
import { examAndOrderUnderTest } from '../kits/endpoint-kit';
import {
  confirmedSession,
  dumpAllRows,
  formKeyOf,
  getPage,
  postForm,
  servicePath,
} from '../kits/order-test-kit';

const NUMBERS = ['4242 4242 4242 4242', '4000 0027 6000 3184', '4000 0000 0000 0002', '4000 0000 0000 9995'];

describe.each(databaseTargets())('card numbers on $name', (target) => {
  describeFor(target)('', () => {
    const lines: string[] = [];
    const logger = createLogger('order', {
      level: 'trace',
      destination: { write: (line: string) => void lines.push(line) },
    });
    const { exam, order } = examAndOrderUnderTest(target, { logger });

    test('no number in any table or log line; only brand and last four', async () => {
      let n = 0;
      const pay = async (cardNumber: string, fields: Record<string, string> = {}) => {
        const created = await postJson(
          `${order.url}/pay/pay/order/create`,
          { skuId: 'sku1', email: 'cards@example.com', payMethod: 'card', country: 'US' },
          {
            'Idempotency-Key': `never-kept-${Date.now()}-${(n += 1)}`,
            // A test of its own each time: a test's tier is sold once (issue 35).
            'Exam-Session': await confirmedSession(exam.url),
          },
        );
        const { payUrl } = createOrderResponseSchema.parse((created.body as { data: unknown }).data);
        const url = `${order.url}${servicePath(payUrl)}`;
        const page = await getPage(url);
        const res = await postForm(url, {
          cardNumber,
          expiry: '11/33',
          cvc: '321',
          name: 'Card Holder',
          idempotencyKey: formKeyOf(page.text),
          ...fields,
        });
        expect(res.text).not.toContain(`value="${cardNumber}"`); // (the test-mode note names 4242 4242 4242 4242)
        return res;
      };

      expect((await pay(NUMBERS[0]!)).status).toBe(303);
      const challenge = await pay(NUMBERS[1]!);
      await postForm(`${order.url}${servicePath(challenge.location!)}`, { decision: 'approve' });
      await pay(NUMBERS[2]!);
      await pay(NUMBERS[3]!.replace(/ /g, ''));
      expect((await pay(NUMBERS[0]!, { expiry: '01/01' })).status).toBe(400); // re-rendered, not charged
      expect((await pay(NUMBERS[0]!.replace(/ /g, '-'), { cvc: 'x' })).status).toBe(400);

      const tables = (await dumpAllRows(order.database.db)) + (await dumpAllRows(exam.database.db));
      const logs = lines.join('');
      expect(logs).toContain('order paid'); // the log was captured
      expect(tables).toContain('"card_last4":"4242"');
      for (const number of NUMBERS) {
        for (const form of [number, number.replace(/ /g, ''), number.replace(/ /g, '-')]) {
          expect(tables).not.toContain(form);
          expect(logs).not.toContain(form);
        }
        // Not even the first twelve digits (what would be left of a number cut short).
        expect(tables).not.toContain(number.replace(/ /g, '').slice(0, 12));
        expect(logs).not.toContain(number.replace(/ /g, '').slice(0, 12));
      }
      for (const text of [tables, logs]) expect(text).not.toMatch(/cvc\W{1,3}\d|expiry\W{1,3}\d/i);
      const cards = await order.database.db
        .selectFrom('orders')
        .select(['card_brand', 'card_last4'])
        .execute();
      for (const card of cards)
        if (card.card_last4)
          expect(card).toEqual({ card_brand: 'visa', card_last4: expect.stringMatching(/^\d{4}$/) });
    });
  });
});
