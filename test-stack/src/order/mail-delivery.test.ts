// SMTP (issue 7): with SMTP_URL set, the outbox is sent through a real SMTP server (smtp-server
// in this process) and marked sent; while the server is down mail waits in the outbox.
import { createOrderResponseSchema } from '@iq/contracts';
import { createLogger } from '@iq/service-common';
import { databaseTargets, describeFor, postJson, startServer } from '@iq/service-common/src/testing';
import { DEFAULT_ORDER_CONFIG } from '@iq/order-service/src/config';
import { createMailDelivery } from '@iq/order-service/src/modules/mail/data-access/mail-delivery';
import { createMailOutbox } from '@iq/order-service/src/modules/mail/data-access/mail-outbox';
import { examAndOrderUnderTest } from '../kits/endpoint-kit';
import { confirmedSession, formKeyOf, getPage, postForm, servicePath } from '../kits/order-test-kit';
import { smtpSink, type SmtpSink } from '@iq/order-service/src/testing/smtp-sink';

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(databaseTargets())('mail over SMTP on $name', (target) => {
  describeFor(target)('', () => {
    let smtp: SmtpSink;
    beforeAll(async () => {
      smtp = await smtpSink();
    });
    afterAll(async () => {
      await smtp?.close();
    });
    // The URL is known only once the server listens: a config getter read at app creation.
    const { exam, order } = examAndOrderUnderTest(target, {
      get config() {
        return { ...DEFAULT_ORDER_CONFIG, smtpUrl: smtp.url, mailFrom: 'IQ Test <receipts@iq.example>' };
      },
    });

    test('a paid order’s receipt and report link arrive at the SMTP server and are marked sent', async () => {
      const session = await confirmedSession(exam.url);
      const created = await postJson(
        `${order.url}/pay/pay/order/create`,
        { skuId: 'sku2', email: 'smtp-buyer@example.com', payMethod: 'card', country: 'US' },
        { 'Idempotency-Key': `smtp-${Date.now()}`, 'Exam-Session': session },
      );
      const { orderNumber, payUrl } = createOrderResponseSchema.parse(
        (created.body as { data: unknown }).data,
      );
      const url = `${order.url}${servicePath(payUrl)}`;
      const page = await getPage(url);
      await postForm(url, {
        cardNumber: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
        name: 'S M',
        idempotencyKey: formKeyOf(page.text),
      });

      await until(() => smtp.received.filter((m) => m.to.includes('smtp-buyer@example.com')).length === 2);
      const mails = smtp.received.filter((m) => m.to.includes('smtp-buyer@example.com'));
      expect(mails.map((m) => m.from)).toEqual(['receipts@iq.example', 'receipts@iq.example']);
      const raw = mails.map((m) => m.raw).join('\n');
      expect(raw).toContain('Subject: Your receipt: IQ test report (Standard)');
      expect(raw).toContain('Subject: Your IQ test report is ready');
      expect(raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(
        `/report/result/web-1?orderNumber=${orderNumber}`,
      );

      await until(async () => {
        const rows = await order.database.db
          .selectFrom('mail_outbox')
          .select('sent_at')
          .where('order_number', '=', orderNumber)
          .execute();
        return rows.length === 2 && rows.every((r) => r.sent_at !== null);
      });
    });

    test('a round that fails gives the rest of its lease back untried: due at once, no attempt used up (issue 15)', async () => {
      const db = order.database.db;
      const to = ['round-1@example.com', 'round-2@example.com', 'round-3@example.com'];
      await db
        .insertInto('mail_outbox')
        .values(
          to.map((address) => ({
            kind: 'test',
            order_number: null,
            to_address: address,
            subject: 'Round',
            text_body: 't',
            html_body: '<p>t</p>',
          })),
        )
        .execute();
      // Earlier tests' mails are sent: only these three are due.
      const gone = await startServer((await import('express')).default());
      await gone.close();
      const logger = createLogger('order', { level: 'silent' });
      const down = createMailDelivery(createMailOutbox(db), {
        smtpUrl: gone.url.replace('http', 'smtp'),
        from: 'x@iq.example',
        logger,
      });
      expect(await down.flush()).toBe(0);
      down.stop();
      const rows = await db
        .selectFrom('mail_outbox')
        .select(['to_address', 'send_attempts', 'claimed_until', 'last_error'])
        .where('to_address', 'in', to)
        .orderBy('id')
        .execute();
      expect(
        rows.map((r) => [r.to_address, r.send_attempts, r.claimed_until, r.last_error !== null]),
      ).toEqual([
        ['round-1@example.com', 1, null, true], // tried and failed: due again, one attempt used
        ['round-2@example.com', 0, null, false], // never tried: as before the round
        ['round-3@example.com', 0, null, false],
      ]);

      // The server back: the very next round sends all three (not after a 60 s lease).
      const up = createMailDelivery(createMailOutbox(db), {
        smtpUrl: smtp.url,
        from: 'x@iq.example',
        logger,
      });
      await up.flush();
      up.stop();
      for (const address of to) expect(smtp.received.filter((m) => m.to.includes(address))).toHaveLength(1);
    });

    test('while the server is down mail waits in the outbox with the error; the next round sends it', async () => {
      const db = order.database.db;
      await db
        .insertInto('mail_outbox')
        .values({
          kind: 'test',
          order_number: null,
          to_address: 'later@example.com',
          subject: 'Later',
          text_body: 't',
          html_body: '<p>t</p>',
        })
        .execute();
      const gone = await startServer((await import('express')).default());
      await gone.close(); // a port where nothing listens any more
      const logger = createLogger('order', { level: 'silent' });
      const down = createMailDelivery(createMailOutbox(db), {
        smtpUrl: gone.url.replace('http', 'smtp'),
        from: 'x@iq.example',
        logger,
      });
      expect(await down.flush()).toBe(0);
      const waiting = await db
        .selectFrom('mail_outbox')
        .select(['sent_at', 'last_error', 'send_attempts'])
        .where('to_address', '=', 'later@example.com')
        .executeTakeFirstOrThrow();
      expect(waiting).toMatchObject({ sent_at: null, last_error: expect.any(String), send_attempts: 1 });
      down.stop();

      const up = createMailDelivery(createMailOutbox(db), {
        smtpUrl: smtp.url,
        from: 'x@iq.example',
        logger,
      });
      expect(await up.flush()).toBeGreaterThanOrEqual(1);
      up.stop();
      expect(smtp.received.some((m) => m.to.includes('later@example.com'))).toBe(true);
      const sent = await db
        .selectFrom('mail_outbox')
        .select(['sent_at', 'last_error'])
        .where('to_address', '=', 'later@example.com')
        .executeTakeFirstOrThrow();
      expect(sent).toEqual({ sent_at: expect.any(Date), last_error: null });
    });
  });
});
