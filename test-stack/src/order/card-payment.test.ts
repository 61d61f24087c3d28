// Card payments through the order service's own page (issue 7), against the real exam service:
// the form, test numbers, validation, idempotent submit, signed events, mails, /dev/mail.
import {
  createOrderResponseSchema,
  devMailListSchema,
  orderStatusResponseSchema,
  type OrderStatusResponse,
} from '@iq/contracts';
import { databaseTargets, describeFor, postJson, request } from '@iq/service-common/src/testing';
import { dataOf, examAndOrderUnderTest } from '../kits/endpoint-kit';
import {
  confirmedSession,
  countRows,
  formKeyOf,
  getPage,
  postForm,
  servicePath,
} from '../kits/order-test-kit';
let keys = 0;
const newKey = () => `card-test-${Date.now().toString(36)}-${(keys += 1)}`;
const CARD = { expiry: '12/34', cvc: '123', name: 'Ada Lovelace' };
const CSP =
  "default-src 'none'; style-src 'nonce-NONCE'; img-src data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

describe.each(databaseTargets())('card payments on $name', (target) => {
  describeFor(target)('', () => {
    const { exam, order } = examAndOrderUnderTest(target);

    // Each order is for a test of its own (issue 35: a test's tier is sold once).
    const createOrder = async (body: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
      const res = await postJson(
        `${order.url}/pay/pay/order/create`,
        { skuId: 'sku2', email: 'buyer@example.com', payMethod: 'card', country: 'US', ...body },
        { 'Idempotency-Key': newKey(), 'Exam-Session': await confirmedSession(exam.url), ...headers },
      );
      expect(res.status).toBe(200);
      return createOrderResponseSchema.parse(dataOf(res));
    };
    const pageUrl = (payUrl: string) => `${order.url}${servicePath(payUrl)}`;
    const status = async (orderNumber: string): Promise<OrderStatusResponse> =>
      orderStatusResponseSchema.parse(
        dataOf(await postJson(`${order.url}/pay/pay/check/status`, { orderNumber })),
      );
    /** Opens the card page and submits a number; returns the redirect. */
    const pay = async (payUrl: string, cardNumber: string, fields = CARD) => {
      const page = await getPage(pageUrl(payUrl));
      expect(page.status).toBe(200);
      return postForm(pageUrl(payUrl), { ...fields, cardNumber, idempotencyKey: formKeyOf(page.text) });
    };
    const mailsTo = (orderNumber: string) =>
      order.database.db
        .selectFrom('mail_outbox')
        .select(['kind', 'to_address', 'subject', 'text_body', 'html_body'])
        .where('order_number', '=', orderNumber)
        .orderBy('id')
        .execute();

    test('the card page: labelled fields, amount, what is bought, one-time payment, strict CSP, no script', async () => {
      const { payUrl } = await createOrder();
      const page = await getPage(pageUrl(payUrl));
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('cache-control')).toBe('no-store');
      const csp = page.headers.get('content-security-policy')!;
      const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
      expect(csp.replace(nonce, 'NONCE')).toBe(CSP);
      expect(page.text).toContain(`<style nonce="${nonce}">`);
      // As its CSP's frame-ancestors 'none' says (the service's default was SAMEORIGIN).
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      for (const [id, label] of [
        ['cardNumber', 'Card number'],
        ['expiry', 'Expiry date'],
        ['cvc', 'CVC'],
        ['name', 'Name on card'],
      ])
        expect(page.text).toContain(`<label for="${id}">${label}</label><input id="${id}" name="${id}"`);
      expect(page.text).toContain('IQ test report, Standard');
      expect(page.text).toContain('One-time payment');
      expect(page.text).toContain('<strong>$19.99</strong>');
      expect(page.text).toContain('>Pay $19.99</button>');
      expect(page.text).toContain('<form method="post" novalidate>');
      expect(page.text).not.toMatch(/<script|\son\w+=/i);
      expect(formKeyOf(page.text)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    });

    test('the page speaks the order’s locale and formats its currency (spec §9)', async () => {
      const { payUrl } = await createOrder({ country: 'DE' }, { hl: 'de-DE' });
      const page = await getPage(pageUrl(payUrl));
      expect(page.text).toContain('<html lang="de">');
      expect(page.text).toContain('<label for="cardNumber">Kartennummer</label>');
      expect(page.text).toContain('19,99\u00a0€ bezahlen');
    });

    test('4242 4242 4242 4242 pays: back to the status check, brand and last four kept, two mails queued', async () => {
      const { orderNumber, payUrl } = await createOrder();
      const paid = await pay(payUrl, '4242 4242 4242 4242');
      expect(paid).toMatchObject({ status: 303, location: `/paying/check/web-1?orderNumber=${orderNumber}` });
      expect(await status(orderNumber)).toMatchObject({ status: 'paid', failureReason: null });
      const row = await order.database.db
        .selectFrom('orders')
        .select(['card_brand', 'card_last4', 'paid_at'])
        .where('order_number', '=', orderNumber)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ card_brand: 'visa', card_last4: '4242', paid_at: expect.any(Date) });

      const mails = await mailsTo(orderNumber);
      expect(mails.map((m) => [m.kind, m.to_address])).toEqual([
        ['receipt', 'buyer@example.com'],
        ['report-link', 'buyer@example.com'],
      ]);
      expect(mails[0]!.text_body).toContain('Amount paid: $19.99 (one-time payment)');
      expect(mails[0]!.text_body).toContain('Visa card ending in 4242');
      expect(mails[1]!.text_body).toContain(
        `http://localhost:8080/report/result/web-1?orderNumber=${orderNumber}`,
      );

      // Paid is final: the page sends the buyer to the status check, nothing is charged again.
      expect(await getPage(pageUrl(payUrl))).toMatchObject({
        status: 303,
        location: `/paying/check/web-1?orderNumber=${orderNumber}`,
      });
      const before = await countRows(order.database.db);
      const again = await postForm(pageUrl(payUrl), {
        ...CARD,
        cardNumber: '4242424242424242',
        idempotencyKey: newKey(),
      });
      expect(again).toMatchObject({
        status: 303,
        location: `/paying/check/web-1?orderNumber=${orderNumber}`,
      });
      expect(await countRows(order.database.db)).toEqual(before);
    });

    test.each([
      ['4000 0000 0000 0002', 'declined'],
      ['4000000000009995', 'insufficient-funds'],
      ['5555 5555 5555 4444', 'declined'],
    ])('%s fails with %s; no mail', async (number, reason) => {
      const { orderNumber, payUrl } = await createOrder();
      expect(await pay(payUrl, number)).toMatchObject({
        status: 303,
        location: `/paying/check/web-1?orderNumber=${orderNumber}`,
      });
      expect(await status(orderNumber)).toMatchObject({ status: 'failed', failureReason: reason });
      expect(await mailsTo(orderNumber)).toEqual([]);
      // A failed attempt's page is spent: it points at the status check (where retry is offered).
      expect((await getPage(pageUrl(payUrl))).status).toBe(303);
    });

    test('invalid details re-render the form with clear messages, keeping expiry and name only; nothing written', async () => {
      const { orderNumber, payUrl } = await createOrder();
      const before = await countRows(order.database.db);
      const page = await getPage(pageUrl(payUrl));
      const res = await postForm(pageUrl(payUrl), {
        cardNumber: '4242 4242 4242 4241',
        expiry: '01/20',
        cvc: '12',
        name: 'Ada <b>Lovelace</b>',
        idempotencyKey: formKeyOf(page.text),
      });
      expect(res.status).toBe(400);
      expect(res.text).toContain('role="alert"');
      expect(res.text).toContain('This card number is not valid.');
      expect(res.text).toContain('This card has expired.');
      expect(res.text).toContain('Enter the 3- or 4-digit security code.');
      expect(res.text).toContain('aria-describedby="cardNumber-error"');
      expect(res.text).toContain(
        'name="expiry" type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="7" required value="01/20"',
      );
      expect(res.text).toContain('value="Ada &lt;b&gt;Lovelace&lt;/b&gt;"');
      expect(res.text).not.toContain('4242 4242 4242 4241');
      expect(res.text).not.toContain('value="12"');
      const empty = await postForm(pageUrl(payUrl), {
        cardNumber: '',
        expiry: 'x',
        cvc: '',
        name: '',
        idempotencyKey: newKey(),
      });
      expect(empty.text).toContain('Enter your card number.');
      expect(empty.text).toContain('Enter the expiry date as MM/YY.');
      expect(empty.text).toContain('Enter the name shown on the card.');
      expect(await countRows(order.database.db)).toEqual(before);
      expect((await status(orderNumber)).status).toBe('created');
    });

    test('the submit is idempotent: a double click replays the first answer, one charge, one event', async () => {
      const { orderNumber, payUrl } = await createOrder();
      const page = await getPage(pageUrl(payUrl));
      const fields = { ...CARD, cardNumber: '4242424242424242', idempotencyKey: formKeyOf(page.text) };
      const [first, second] = await Promise.all([
        postForm(pageUrl(payUrl), fields),
        postForm(pageUrl(payUrl), fields),
      ]);
      expect(first.location).toBe(`/paying/check/web-1?orderNumber=${orderNumber}`);
      expect(second.location).toBe(first.location);
      expect(second.status).toBe(first.status);
      const events = await order.database.db
        .selectFrom('payment_events')
        .select('type')
        .where('order_number', '=', orderNumber)
        .execute();
      expect(events).toEqual([{ type: 'payment.succeeded' }]);
      expect(await mailsTo(orderNumber)).toHaveLength(2);
      // The form without a key is refused (an HTML page, nothing charged).
      const { payUrl: other } = await createOrder();
      const noKey = await postForm(pageUrl(other), { ...CARD, cardNumber: '4242424242424242' });
      expect(noKey.status).toBe(400);
      expect(noKey.text).toContain('The form could not be read.');
    });

    test('unknown, malformed or foreign page ids: an HTML 404 page', async () => {
      for (const id of ['A'.repeat(22), 'nope', '..%2F..%2Fetc']) {
        const res = await getPage(`${order.url}/pay/pay/page/${id}`);
        expect(res.status).toBe(404);
        expect(res.text).toContain('This payment page is no longer available');
        expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      }
      const { payUrl } = await createOrder();
      expect((await postForm(pageUrl(payUrl), { pad: 'x'.repeat(20_000) })).status).toBe(413);
    });

    test('/dev/mail.json lists the outbox newest first; /dev/mail shows it', async () => {
      const { orderNumber, payUrl } = await createOrder({ email: 'newest@example.com' });
      await pay(payUrl, '4242424242424242');
      const res = await request(`${order.url}/dev/mail.json`);
      expect(res.status).toBe(200);
      const list = devMailListSchema.parse(res.body);
      expect(Object.keys(list[0]!).sort()).toEqual(['date', 'html', 'subject', 'text', 'to']);
      expect(list.slice(0, 2).map((m) => [m.to, m.subject])).toEqual([
        ['newest@example.com', 'Your IQ test report is ready'],
        ['newest@example.com', 'Your receipt: IQ test report (Standard)'],
      ]);
      expect(list[0]!.html).toContain(`/report/result/web-1?orderNumber=${orderNumber}`);
      const dates = list.map((m) => Date.parse(m.date));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      const html = await getPage(`${order.url}/dev/mail`);
      expect(html.status).toBe(200);
      expect(html.text).toContain('Your IQ test report is ready');
    });
  });
});
