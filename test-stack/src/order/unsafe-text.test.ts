// Issue 15: a control character or an unpaired surrogate in the order service's text fields is a
// 400 naming the field, and nothing is stored. The real exam and order services, on PGlite and
// PostgreSQL.
import { databaseTargets, describeFor, postJson } from '@iq/service-common/src/testing';
import { dataOf, examAndOrderUnderTest, unpaidOrder } from '../kits/endpoint-kit';
import { confirmedSession, countRows, createOrder } from '../kits/order-test-kit';

const REFUSED = 'must not contain control characters or unpaired surrogates';

describe.each(databaseTargets())('order service refuses unsafe text on $name', (target) => {
  describeFor(target)('', () => {
    const { exam, order } = examAndOrderUnderTest(target);

    test('create and update e-mail: a NUL or a lone surrogate is a 400 naming email; no order, the stored address unchanged', async () => {
      const session = await confirmedSession(exam.url);
      const before = await countRows(order.database.db);
      for (const email of ['a\u0000b@example.com', '\ud800@example.com'])
        expect(await createOrder(order.url, session, { skuId: 'sku2', email })).toMatchObject({
          status: 400,
          body: { result: 400, message: `email: ${REFUSED}` },
        });
      expect(await countRows(order.database.db)).toEqual(before);

      const orderNumber = await unpaidOrder(order.url, session, {
        skuId: 'sku2',
        email: 'buyer@example.com',
      });
      const stored = () =>
        order.database.db
          .selectFrom('orders')
          .select('email')
          .where('order_number', '=', orderNumber)
          .executeTakeFirstOrThrow();
      for (const email of [
        'a\u0000b@example.com',
        '\ud800@example.com',
        'a\u001b@example.com',
        'a@example.com\u009f',
      ])
        expect(await postJson(`${order.url}/exam/order/update/email`, { orderNumber, email })).toMatchObject({
          status: 400,
          body: { result: 400, message: `email: ${REFUSED}` },
        });
      expect(await stored()).toEqual({ email: 'buyer@example.com' });
      const changed = await postJson(`${order.url}/exam/order/update/email`, {
        orderNumber,
        email: 'new@example.com',
      });
      expect(changed).toMatchObject({ status: 200 });
      expect(dataOf(changed)).toMatchObject({ email: 'new@example.com' });
    });
  });
});
