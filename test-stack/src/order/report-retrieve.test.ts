// Retrieve by e-mail over real HTTP against the REAL exam service (issue 8; spec §2, §8 10101):
// one mail in the outbox with the links of the mailbox's paid reports; 10101 otherwise; limits
// per address and per client kept in the database, also under concurrent requests. PGlite and
// PostgreSQL.
import { sql } from 'kysely';
import { devMailListSchema, NO_RETRIEVABLE_REPORTS_CODE, REPORT_MESSAGES } from '@iq/contracts';
import {
  databaseTargets,
  describeFor,
  leaksInternals,
  postJson,
  request,
} from '@iq/service-common/src/testing';
import { DEFAULT_ORDER_CONFIG } from '@iq/order-service/src/config';
import {
  dataOf,
  examAndOrderUnderTest,
  secondOrderInstance,
  unpaidOrder,
  type Reply,
} from '../kits/endpoint-kit';
import { confirmedSession, countRows, createOrder, paidOrder } from '../kits/order-test-kit';

// Several real purchases per test (sessions answered, cards paid): more than the 5 s default under load.
jest.setTimeout(30_000);

const HOUR = 60 * 60 * 1000;
const RETRIEVE = '/pay/exam/order/report/retrieve';
const SUBJECT = 'Your IQ test report links';
const LINK = /(https?:\/\/[^\s]+\/report\/result\/web-1\?orderNumber=([A-Za-z0-9_-]+))/g;

describe.each(databaseTargets())('retrieve by e-mail on $name', (target) => {
  describeFor(target)('', () => {
    let clockOffset = 0;
    const { exam, order } = examAndOrderUnderTest(target, { now: () => new Date(Date.now() + clockOffset) });

    let clients = 0;
    /** A client address of its own (TEST-NET and benchmark ranges: never a trusted proxy). */
    const newClient = () => {
      clients += 1;
      return `198.18.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
    };
    let addresses = 0;
    const newAddress = (domain = 'example.com') => `reader-${target.name}-${(addresses += 1)}@${domain}`;

    const retrieve = (body: unknown, client = newClient()) =>
      postJson(`${order.url}${RETRIEVE}`, body, { 'X-Forwarded-For': client });
    /** Every mail of the outbox to `to`, newest first (/dev/mail.json). */
    const allMailsTo = async (to: string) =>
      devMailListSchema.parse((await request(`${order.url}/dev/mail.json`)).body).filter((m) => m.to === to);
    /** The retrieve mails to `to` (the purchase's receipt and report mails left out). */
    const mailsTo = async (to: string, subject = SUBJECT) =>
      (await allMailsTo(to)).filter((m) => m.subject === subject);
    /** Moves the service clock to one minute into the next limit window. */
    const freshWindow = () => {
      const at = Date.now() + clockOffset;
      clockOffset += HOUR - (at % HOUR) + 60_000;
    };
    const expectNoReports = (res: Reply) => {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ result: NO_RETRIEVABLE_REPORTS_CODE, message: REPORT_MESSAGES.noReports });
    };
    const expectTooMany = (res: Reply) => {
      expect(res.status).toBe(429);
      const seconds = Number(res.headers.get('retry-after'));
      expect(Number.isInteger(seconds)).toBe(true);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(3600);
      expect(res.body).toEqual({
        result: 429,
        message: REPORT_MESSAGES.tooManyRequests,
        retryAfterSeconds: seconds,
      });
    };

    test('a paid address gets ONE mail whose links open its reports (one per test, dated); unpaid orders are not in it', async () => {
      const email = `Ada.Lovelace-${target.name}@Example.COM`;
      const first = await paidOrder(order.url, await confirmedSession(exam.url, 1, 61), {
        skuId: 'sku1',
        email,
      });
      const secondSession = await confirmedSession(exam.url, 1, 63);
      const second = await paidOrder(order.url, secondSession, { skuId: 'sku1', email });
      // An upgrade of the second test: still one report, opened by the upgrade's order number.
      const upgrade = await paidOrder(order.url, secondSession, {
        skuId: 'sku3',
        email,
        upgradeFrom: second.orderNumber,
      });
      const unpaid = await unpaidOrder(order.url, await confirmedSession(exam.url, 1, 65), {
        skuId: 'sku2',
        email,
      });
      expect(await mailsTo(email)).toHaveLength(0);

      // Case-insensitive on the whole address (local part and domain), trimmed.
      const res = await retrieve({ email: `  ada.lovelace-${target.name}@example.com `, hl: 'en-US' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ result: 200, data: { sent: true } });

      // Sent to the address as the buyer typed it, never to the typed variant.
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(1);
      expect(await mailsTo(`ada.lovelace-${target.name}@example.com`)).toHaveLength(0);
      const [mail] = mails;
      const links = [...mail!.text.matchAll(LINK)];
      expect(links.map((m) => m[2]).sort()).toEqual([first.orderNumber, upgrade.orderNumber].sort());
      expect(mail!.text).not.toContain(unpaid);
      expect(mail!.text).not.toContain(second.orderNumber);
      for (const [, url, orderNumber] of links) {
        expect(url!.startsWith(`${DEFAULT_ORDER_CONFIG.publicUrl}/report/result/web-1?orderNumber=`)).toBe(
          true,
        );
        expect(mail!.html).toContain(`<a href="${url}">`);
        const opened = await request(`${order.url}/exam/order/info/${orderNumber}`);
        expect(opened.status).toBe(200);
        expect(dataOf<{ orderNumber: string; status: string }>(opened)).toMatchObject({
          orderNumber,
          status: 'paid',
        });
      }
      // Each link is labelled with its test date.
      expect(mail!.text.match(/Test taken on [A-Z][a-z]+ \d{1,2}, \d{4}: http/g)).toHaveLength(2);
      expect(mail!.text).toContain('If you did not ask for this e-mail, you can ignore it');
    });

    test("in the request's locale; without one, or with one we do not have, in the order's", async () => {
      const email = newAddress();
      await paidOrder(order.url, await confirmedSession(exam.url, 1, 67), { skuId: 'sku1', email }, 'de');
      expect((await retrieve({ email })).status).toBe(200);
      expect((await retrieve({ email, hl: 'ja' })).status).toBe(200);
      expect((await retrieve({ email, hl: 'xx-YY' })).status).toBe(200);
      const subjects = (await allMailsTo(email))
        .map((m) => m.subject)
        .filter((s) => !s.startsWith('Ihre Quittung') && s !== 'Ihr IQ-Testbericht ist fertig');
      // Newest first.
      expect(subjects).toEqual([
        'Die Links zu Ihren IQ-Testberichten',
        'IQテストレポートのリンク',
        'Die Links zu Ihren IQ-Testberichten',
      ]);
      const [german] = await allMailsTo(email);
      expect(german!.text).toMatch(/Test vom \d{1,2}\. [A-Za-zä]+ \d{4}: http/);
    });

    test('unpaid-only and unknown addresses: result 10101 (HTTP 404), no mail', async () => {
      const email = newAddress();
      await createOrder(order.url, await confirmedSession(exam.url, 1, 69), { skuId: 'sku1', email });
      const before = await countRows(order.database.db);
      expectNoReports(await retrieve({ email }));
      expectNoReports(await retrieve({ email: newAddress('nowhere.example') }));
      const after = await countRows(order.database.db);
      expect(after.mail_outbox).toBe(before.mail_outbox);
      expect(await mailsTo(email)).toHaveLength(0);
    });

    test('hostile or broken input: 400 / 413 envelopes, nothing written, nothing counted', async () => {
      const email = newAddress();
      await paidOrder(order.url, await confirmedSession(exam.url, 1, 71), { skuId: 'sku1', email });
      const before = await countRows(order.database.db);
      const client = newClient();
      const cases: [unknown, number, RegExp][] = [
        ['{"email": ', 400, /^Malformed JSON body$/],
        ['[]', 400, /^body: /],
        ['null', 400, /^Malformed JSON body$/], // express.json takes objects and arrays only
        [{}, 400, /^email: /],
        [{ email: 5 }, 400, /^email: /],
        [{ email: [email] }, 400, /^email: /],
        [{ email, hl: 7 }, 400, /^hl: /],
        [{ email, hl: '../../etc' }, 400, /^hl: must be a locale tag/],
        [{ email, hl: 'en-US-x-aaaaaaaaaaaa' }, 400, /^hl: /],
        [{ email, extra: true }, 400, /extra/],
        [{ email, orderNumber: 'x' }, 400, /orderNumber/],
        [{ email: '   ' }, 400, /^Please input email address$/],
        [{ email: 'not-an-address' }, 400, /^Please input correct email address$/],
        [{ email: `${'a'.repeat(300)}@example.com` }, 400, /email|correct/],
        [{ email, hl: 'en', pad: 'x'.repeat(1024 * 1024) }, 413, /^Request body too large/],
      ];
      for (const [body, status, message] of cases) {
        // Far more than the limits: refusals are not attempts.
        const res = await retrieve(body, client);
        const label = JSON.stringify(body).slice(0, 60);
        expect({ label, status: res.status }).toEqual({ label, status });
        expect((res.body as { result: number }).result).toBe(status);
        expect((res.body as { message: string }).message).toMatch(message);
        expect(leaksInternals(res.text)).toBe(false);
      }
      const plain = await postJson(`${order.url}${RETRIEVE}`, email, { 'content-type': 'text/plain' });
      expect(plain.status).toBe(400);
      expect(await countRows(order.database.db)).toEqual(before);
      // The same client and address still have their whole budget.
      for (let i = 0; i < 3; i += 1) expect((await retrieve({ email }, client)).status).toBe(200);
    });

    test('per address: 3 an hour (10101 answers count, any case of it), then 429 with Retry-After and no mail; the next window works again', async () => {
      freshWindow();
      const email = newAddress();
      await paidOrder(order.url, await confirmedSession(exam.url, 1, 73), { skuId: 'sku1', email });
      for (let i = 0; i < 3; i += 1) expect((await retrieve({ email })).status).toBe(200);
      expect(await mailsTo(email)).toHaveLength(3);

      const refused = await retrieve({ email: email.toUpperCase() });
      expectTooMany(refused);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3400);
      expect(await mailsTo(email)).toHaveLength(3);

      // An address with no report is counted the same: 3 × 10101, then 429.
      const unknown = newAddress('nowhere.example');
      for (let i = 0; i < 3; i += 1) expectNoReports(await retrieve({ email: unknown }));
      expectTooMany(await retrieve({ email: unknown }));

      clockOffset += HOUR;
      expect((await retrieve({ email })).status).toBe(200);
      expect(await mailsTo(email)).toHaveLength(4);
      expectNoReports(await retrieve({ email: unknown }));
    });

    test('per client: 10 an hour across addresses, then 429 even for a paid address; a forged X-Forwarded-For does not help', async () => {
      freshWindow();
      const email = newAddress();
      await paidOrder(order.url, await confirmedSession(exam.url, 1, 75), { skuId: 'sku1', email });
      const client = newClient();
      for (let i = 0; i < 10; i += 1)
        expectNoReports(await retrieve({ email: newAddress('nowhere.example') }, client));
      expectTooMany(await retrieve({ email }, client));
      // What the client claims before the address the gateway appended is not its address.
      expectTooMany(await retrieve({ email }, `${newClient()}, ${client}`));
      expect(await mailsTo(email)).toHaveLength(0);
      // The address was not charged by the refusals: another client gets its mail.
      expect((await retrieve({ email })).status).toBe(200);

      clockOffset += HOUR;
      expect((await retrieve({ email }, client)).status).toBe(200);
      expect(await mailsTo(email)).toHaveLength(2);
    });

    // An instance started with RATE_LIMIT_FACTOR=2 on the same database and clock.
    const widened = secondOrderInstance(target, order, exam, {
      config: { ...DEFAULT_ORDER_CONFIG, rateLimitFactor: 2 },
      now: () => new Date(Date.now() + clockOffset),
    });
    test('RATE_LIMIT_FACTOR widens the per-client count only: 20 an hour at factor 2, 3 per address still', async () => {
      freshWindow();
      const client = newClient();
      const atWidened = (email: string, from = client) =>
        postJson(`${widened.url()}${RETRIEVE}`, { email }, { 'X-Forwarded-For': from });
      const once = newAddress('nowhere.example');
      for (let i = 0; i < 3; i += 1) expectNoReports(await atWidened(once));
      expectTooMany(await atWidened(once, newClient()));
      for (let i = 0; i < 17; i += 1) expectNoReports(await atWidened(newAddress('nowhere.example')));
      expectTooMany(await atWidened(newAddress('nowhere.example')));
    });

    test('a window runs from the first attempt: the next hour on the wall does not reopen it', async () => {
      freshWindow();
      clockOffset += 57 * 60_000; // 58 minutes into the hour
      const email = newAddress('nowhere.example');
      for (let i = 0; i < 3; i += 1) expectNoReports(await retrieve({ email }));
      clockOffset += 3 * 60_000; // one minute into the next hour
      const refused = await retrieve({ email });
      expectTooMany(refused);
      // The first attempt was 3 minutes ago: 57 minutes to wait, not a fresh window.
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(56 * 60);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(57 * 60);
      clockOffset += 57 * 60_000;
      expectNoReports(await retrieve({ email }));
    });

    test('concurrent requests at the limits never pass more than the limit', async () => {
      freshWindow();
      const email = newAddress();
      await paidOrder(order.url, await confirmedSession(exam.url, 1, 77), { skuId: 'sku1', email });
      const byAddress = await Promise.all(Array.from({ length: 12 }, () => retrieve({ email })));
      expect(byAddress.filter((r) => r.status === 200)).toHaveLength(3);
      const refusedByAddress = byAddress.filter((r) => r.status !== 200);
      expect(refusedByAddress).toHaveLength(9);
      refusedByAddress.forEach(expectTooMany);
      expect(await mailsTo(email)).toHaveLength(3);

      const client = newClient();
      const byClient = await Promise.all(
        Array.from({ length: 25 }, () => retrieve({ email: newAddress('nowhere.example') }, client)),
      );
      expect(byClient.filter((r) => r.status === 404)).toHaveLength(10);
      byClient.filter((r) => r.status !== 404).forEach(expectTooMany);
      expect(byClient).toHaveLength(25);
    });

    test("an outbox that cannot take the mail: 503 'Report sending failed', nothing queued", async () => {
      const email = newAddress();
      await paidOrder(order.url, await confirmedSession(exam.url, 1, 79), { skuId: 'sku1', email });
      const db = order.database.db;
      await sql`alter table mail_outbox add constraint no_retrieve_mail check (kind <> 'report-retrieve') not valid`.execute(
        db,
      );
      try {
        const res = await retrieve({ email });
        expect(res.status).toBe(503);
        expect(res.body).toEqual({ result: 503, message: REPORT_MESSAGES.sendFailed });
        expect(leaksInternals(res.text)).toBe(false);
        expect(await mailsTo(email)).toHaveLength(0);
      } finally {
        await sql`alter table mail_outbox drop constraint no_retrieve_mail`.execute(db);
      }
      expect((await retrieve({ email })).status).toBe(200);
      expect(await mailsTo(email)).toHaveLength(1);
    });
  });
});
