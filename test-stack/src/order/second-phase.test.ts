// Issue 10, the second phase through HTTP on PGlite and PostgreSQL: the six upsell steps walked
// with two accepted and four skipped (charges counted at the payment provider's edge, which
// never reads our tables), a retried click charged once, the VIP discount on a later package,
// plan changes that say what they charged, and hostile input refused with nothing changed.
import {
  internalVipStatusResponseSchema,
  packageListResponseSchema,
  planChangeResponseSchema,
  purchaseResponseSchema,
  secondPhaseOrderResponseSchema,
  UPSELL_STEPS,
  vipOrderStatusResponseSchema,
  type UpsellStep,
} from '@iq/contracts';
import { DEV_INTERNAL_TOKEN } from '@iq/service-common';
import {
  databaseTargets,
  describeFor,
  leaksInternals,
  postJson,
  request,
} from '@iq/service-common/src/testing';
import { createOrderScheduler } from '@iq/order-service/src/app';
import { dataOf, examAndOrderUnderTest, unpaidOrder } from '../kits/endpoint-kit';
import { confirmedSession, countRows, paidOrder } from '../kits/order-test-kit';
import {
  DAY_MS,
  HOUR_MS,
  mailsTo,
  movableClock,
  providerEdge,
  startSubscription,
} from '@iq/order-service/src/testing/subscription-kit';

let keys = 0;
const clickKey = () => `click-${Date.now().toString(36)}-${(keys += 1)}`;

describe.each(databaseTargets())('second phase on $name', (target) => {
  describeFor(target)('', () => {
    const edge = providerEdge();
    const clock = movableClock('2027-06-01T09:00:00.000Z');
    const { exam, order } = examAndOrderUnderTest(target, { providers: edge.providers, now: clock.now });
    let seed = 40;

    /** A paid card order of a new browser (exam session). */
    async function buyer(skuId = 'sku1', email = `buyer-${Date.now().toString(36)}-${seed}@example.com`) {
      const session = await confirmedSession(exam.url, 1, (seed += 1));
      const { orderNumber } = await paidOrder(order.url, session, { skuId, email });
      return { session, orderNumber, email };
    }

    const click = (path: string, session: string, body: unknown, key = clickKey()) =>
      postJson(`${order.url}/pay/${path}`, body, { 'Idempotency-Key': key, 'Exam-Session': session });

    const stepOf = (step: string, who?: { session: string; orderNumber: string }) =>
      request(
        `${order.url}/secondPhase/sku/package/1/${step}/US${who ? `?orderNumber=${who.orderNumber}` : ''}`,
        { headers: who ? { 'Exam-Session': who.session } : {} },
      );

    const bought = async (who: { session: string; orderNumber: string }) => {
      const res = await request(`${order.url}/secondPhase/order/${who.orderNumber}`, {
        headers: { 'Exam-Session': who.session },
      });
      expect(res.status).toBe(200);
      return secondPhaseOrderResponseSchema.parse(dataOf(res));
    };

    test('six steps, two accepted and four skipped: exactly those two charges at the provider', async () => {
      const who = await buyer('sku1');
      const before = edge.calls.length;
      // The answer analysis is locked on sku1 until bought.
      const locked = await request(`${order.url}/exam/order/questions/${who.orderNumber}`);
      expect(locked.status).toBe(403);

      const accept: Partial<Record<UpsellStep, string>> = {
        'answer-analysis': 'wrongQuestion',
        'premium-bundle': 'skuPackage',
      };
      const walked: UpsellStep[] = [];
      let step: UpsellStep | null = 'skip-trial';
      while (step) {
        const res = await stepOf(step, who);
        expect(res.status).toBe(200);
        const list = packageListResponseSchema.parse(dataOf(res));
        expect(list.position).toBe(walked.length + 1);
        walked.push(step);
        // Issue 35: skipping a trial is never offered to a buyer who has none.
        for (const pkg of list.packages)
          expect(pkg.unavailable).toBe(step === 'skip-trial' ? 'no-trial' : null);
        // A recurring step states its terms; a one-off step has none.
        for (const pkg of list.packages) expect(pkg.recurringTerms === null).toBe(!pkg.recurring);
        const call = accept[step];
        if (call) {
          const pkg = list.packages[0]!;
          expect(pkg.call).toBe(call);
          const body =
            call === 'skuPackage'
              ? { orderNumber: who.orderNumber, packageId: pkg.packageId, amountMinor: pkg.priceMinor }
              : { orderNumber: who.orderNumber, amountMinor: pkg.priceMinor, currency: pkg.currency };
          const res2 = await click(`secondPhase/pay/${call}`, who.session, body);
          expect(res2.status).toBe(200);
          expect(purchaseResponseSchema.parse(dataOf(res2)).purchase).toMatchObject({
            packageId: pkg.packageId,
            amountMinor: pkg.priceMinor,
            discountPercent: 0,
          });
        }
        step = list.nextStep;
      }
      expect(walked).toEqual([...UPSELL_STEPS]);

      // The provider's own record: two charges, nothing else. The bundle (guide, analysis,
      // certificate) is priced by what was missing once the analysis was bought: 7.99 + 6.99.
      const charges = edge.calls.slice(before);
      expect(charges.map((c) => [c.amountMinor, c.currency])).toEqual([
        [499, 'USD'],
        [1498, 'USD'],
      ]);
      expect(new Set(charges.map((c) => c.idempotencyKey)).size).toBe(2);
      for (const c of charges) expect(edge.charged.has(c.idempotencyKey)).toBe(true);

      const listed = await bought(who);
      expect(listed.purchases.map((p) => [p.packageId, p.amountMinor])).toEqual([
        ['answer-analysis', 499],
        ['premium-bundle', 1498],
      ]);
      expect(listed.subscription).toBeNull();
      expect(listed.subscriptionCharges).toEqual([]);
      expect(listed.items).toEqual(
        expect.arrayContaining(['wrongAnalysis', 'trainingGuide', 'certificate', 'eqTest', 'brainTest']),
      );
      // A receipt per purchase, in the order's locale.
      const receipts = await mailsTo(order.database.db, who.email);
      const purchaseMails = receipts.filter((m) => m.kind.startsWith('second-phase-'));
      expect(purchaseMails.map((m) => m.subject)).toEqual([
        'Your receipt: Answer analysis',
        'Your receipt: Premium bundle',
      ]);
      expect(purchaseMails[0]!.text).toContain('Amount paid: $4.99 (one-time payment)');
      // What was bought is in the report now, and the step says so.
      expect((await request(`${order.url}/exam/order/questions/${who.orderNumber}`)).status).toBe(200);
      const again = packageListResponseSchema.parse(dataOf(await stepOf('answer-analysis', who)));
      expect(again.packages[0]!.unavailable).toBe('owned');

      // Once in a trial, skipping it is offered (with its terms).
      const trial = await startSubscription(order.url, who.session, {
        orderNumber: who.orderNumber,
        planId: 'weekly',
        termsAccepted: true,
      });
      expect(trial.status).toBe(200);
      const skip = packageListResponseSchema.parse(dataOf(await stepOf('skip-trial', who)));
      expect(skip.packages[0]).toMatchObject({
        unavailable: null,
        recurringTerms: {
          amountMinor: 1999,
          intervalCount: 1,
          intervalUnit: 'WEEK',
          firstChargeAt: clock.now().toISOString(),
        },
      });
    }, 60_000);

    test('a retried click with the same Idempotency-Key charges once; another key for the same package is refused', async () => {
      const who = await buyer('sku1');
      const before = edge.calls.length;
      const key = clickKey();
      const body = { orderNumber: who.orderNumber, packageId: 'shareable-certificate' };
      const [first, second] = await Promise.all([
        click('secondPhase/pay/skuPackage', who.session, body, key),
        click('secondPhase/pay/skuPackage', who.session, body, key),
      ]);
      const third = await click('secondPhase/pay/skuPackage', who.session, body, key);
      for (const res of [first, second, third]) expect(res.status).toBe(200);
      expect(third.headers.get('idempotent-replayed')).toBe('true');
      expect(dataOf(third)).toEqual(dataOf(first));
      // The provider was asked to charge once (a racing duplicate waits and replays).
      expect(edge.calls.length - before).toBe(1);
      expect(edge.calls.at(-1)).toMatchObject({ amountMinor: 699, currency: 'USD' });

      const other = await click('secondPhase/pay/skuPackage', who.session, body);
      expect(other).toMatchObject({
        status: 409,
        body: { result: 409, message: 'Already included in your report' },
      });
      expect(edge.calls.length - before).toBe(1);
      expect((await bought(who)).purchases).toHaveLength(1);
    }, 60_000);

    test('VIP: bought once, then a later package costs 20 % less, and the user service can ask', async () => {
      const who = await buyer('sku1');
      const status = async () =>
        vipOrderStatusResponseSchema.parse(
          dataOf(await request(`${order.url}/vip/pay/status/${who.orderNumber}`)),
        );
      expect(await status()).toMatchObject({ vip: false, permanent: false, discountPercent: 0 });
      const listBefore = packageListResponseSchema.parse(dataOf(await stepOf('share-evaluation', who)));
      expect(listBefore.packages[0]).toMatchObject({ priceMinor: 699, discountPercent: 0 });

      const before = edge.calls.length;
      const vip = await click('vip/pay/create', who.session, {
        orderNumber: who.orderNumber,
        amountMinor: 999,
      });
      expect(vip.status).toBe(200);
      expect(purchaseResponseSchema.parse(dataOf(vip)).purchase).toMatchObject({
        kind: 'vip',
        amountMinor: 999,
      });
      expect(await status()).toMatchObject({
        vip: true,
        permanent: true,
        sources: ['vip-purchase'],
        discountPercent: 20,
      });

      const listAfter = packageListResponseSchema.parse(dataOf(await stepOf('share-evaluation', who)));
      expect(listAfter.packages[0]).toMatchObject({
        priceMinor: 559,
        listPriceMinor: 699,
        discountPercent: 20,
      });
      // Without the order the list shows list prices.
      const anonymous = packageListResponseSchema.parse(dataOf(await stepOf('share-evaluation')));
      expect(anonymous.packages[0]).toMatchObject({ priceMinor: 699, unavailable: null });
      // The members-only step now says it is owned; buying again is refused.
      const members = packageListResponseSchema.parse(dataOf(await stepOf('members-only', who)));
      expect(members.packages[0]!.unavailable).toBe('owned');
      const twice = await click('vip/pay/create', who.session, { orderNumber: who.orderNumber });
      expect(twice).toMatchObject({ status: 409, body: { message: 'You are already a VIP member' } });

      const res = await click('secondPhase/pay/skuPackage', who.session, {
        orderNumber: who.orderNumber,
        packageId: 'shareable-certificate',
      });
      expect(res.status).toBe(200);
      expect(purchaseResponseSchema.parse(dataOf(res)).purchase).toMatchObject({
        amountMinor: 559,
        listPriceMinor: 699,
        discountPercent: 20,
      });
      expect(edge.calls.slice(before).map((c) => c.amountMinor)).toEqual([999, 559]);
      const certificateMail = (await mailsTo(order.database.db, who.email)).find(
        (m) => m.subject === 'Your receipt: Personalised certificate',
      );
      expect(certificateMail?.text).toContain('Amount paid: $5.59');
      expect(certificateMail?.text).toContain('VIP discount: 20% off $6.99');

      // sku4 carries the permanent discount by itself, and has every item of sku3 (decision
      // 2026-11-29): the analysis and the certificate are owned, not offered at a discount.
      const sku4 = await buyer('sku4');
      expect(
        vipOrderStatusResponseSchema.parse(
          dataOf(await request(`${order.url}/vip/pay/status/${sku4.orderNumber}`)),
        ),
      ).toMatchObject({ vip: true, permanent: true, discountPercent: 20 });
      for (const step of ['answer-analysis', 'share-evaluation'] as const) {
        const owned = packageListResponseSchema.parse(dataOf(await stepOf(step, sku4)));
        expect(owned.packages[0]!.unavailable).toBe('owned');
      }

      // The user service's question, by mailbox, with the internal token only.
      const internal = (token?: string) =>
        request(`${order.url}/internal/vip/status?email=${encodeURIComponent(who.email.toUpperCase())}`, {
          headers: token ? { 'Internal-Token': token } : {},
        });
      expect((await internal()).status).toBe(404);
      expect((await internal('x'.repeat(45))).status).toBe(404);
      const asked = await internal(DEV_INTERNAL_TOKEN);
      expect(asked.status).toBe(200);
      expect(internalVipStatusResponseSchema.parse(dataOf(asked))).toMatchObject({
        vip: true,
        permanent: true,
      });
    }, 60_000);

    describe('bad input: a clear envelope, nothing changed, nothing charged', () => {
      const unchanged = async (
        attempt: () => Promise<{ status: number; body: unknown; text: string }>,
        status: number,
        message: string | RegExp,
      ) => {
        const rows = await countRows(order.database.db);
        const calls = edge.calls.length;
        const res = await attempt();
        expect(res.status).toBe(status);
        expect(res.body).toMatchObject({ result: status, message: expect.stringMatching(message) });
        expect(leaksInternals(res.text)).toBe(false);
        expect(await countRows(order.database.db)).toEqual(rows);
        expect(edge.calls.length).toBe(calls);
      };

      test('malformed JSON, wrong types, unknown packages and steps, missing headers', async () => {
        const who = await buyer('sku1');
        const url = `${order.url}/pay/secondPhase/pay/skuPackage`;
        const headers = {
          'content-type': 'application/json',
          'Idempotency-Key': clickKey(),
          'Exam-Session': who.session,
        };
        await unchanged(
          () => request(url, { method: 'POST', headers, body: '{"orderNumber": ' }),
          400,
          'Malformed JSON body',
        );
        await unchanged(
          () =>
            click('secondPhase/pay/skuPackage', who.session, {
              orderNumber: 42,
              packageId: 'premium-bundle',
            }),
          400,
          /^orderNumber: /,
        );
        await unchanged(
          () =>
            click('secondPhase/pay/skuPackage', who.session, {
              orderNumber: who.orderNumber,
              packageId: 'gold',
            }),
          400,
          /^packageId: /,
        );
        await unchanged(
          () =>
            click('secondPhase/pay/skuPackage', who.session, {
              orderNumber: who.orderNumber,
              packageId: 'premium-bundle',
              amountMinor: '1',
            }),
          400,
          /^amountMinor: /,
        );
        await unchanged(
          () =>
            click('secondPhase/pay/skuPackage', who.session, {
              orderNumber: who.orderNumber,
              packageId: 'premium-bundle',
              priceMinor: 1,
            }),
          400,
          /Unrecognized key/,
        );
        await unchanged(
          () =>
            click('secondPhase/pay/skuPackage', who.session, {
              orderNumber: who.orderNumber,
              packageId: 'vip-membership',
            }),
          400,
          /another call/,
        );
        await unchanged(
          () =>
            postJson(
              url,
              { orderNumber: who.orderNumber, packageId: 'premium-bundle' },
              { 'Exam-Session': who.session },
            ),
          400,
          /Idempotency-Key/,
        );
        await unchanged(
          () =>
            postJson(
              url,
              { orderNumber: who.orderNumber, packageId: 'premium-bundle' },
              { 'Idempotency-Key': clickKey() },
            ),
          400,
          /.+/,
        );
        await unchanged(() => stepOf('upsell-7'), 404, 'Unknown upsell step');
        await unchanged(
          () => request(`${order.url}/secondPhase/sku/package/1/skip-trial/DE`),
          404,
          /region DE/,
        );
        await unchanged(
          () => request(`${order.url}/secondPhase/sku/package/x/skip-trial/US`),
          400,
          /^examId: /,
        );
      });

      test("a tampered price, another person's order, an unpaid order, a test not sold yet", async () => {
        const who = await buyer('sku1');
        await unchanged(
          () =>
            click('secondPhase/pay/skuPackage', who.session, {
              orderNumber: who.orderNumber,
              packageId: 'premium-bundle',
              amountMinor: 1,
            }),
          409,
          'The price has changed; please review it and try again',
        );
        await unchanged(
          () =>
            click('secondPhase/pay/wrongQuestion', who.session, {
              orderNumber: who.orderNumber,
              currency: 'EUR',
            }),
          409,
          'The price has changed',
        );
        // Another browser (exam session) cannot buy, list or read with this buyer's order.
        const stranger = await confirmedSession(exam.url, 1, (seed += 1));
        await unchanged(
          () => click('secondPhase/pay/wrongQuestion', stranger, { orderNumber: who.orderNumber }),
          404,
          'Order not found',
        );
        await unchanged(
          () => click('vip/pay/create', stranger, { orderNumber: who.orderNumber }),
          404,
          'Order not found',
        );
        await unchanged(
          () =>
            request(`${order.url}/secondPhase/order/${who.orderNumber}`, {
              headers: { 'Exam-Session': stranger },
            }),
          404,
          'Order not found',
        );
        await unchanged(
          () => stepOf('premium-bundle', { session: stranger, orderNumber: who.orderNumber }),
          404,
          'Order not found',
        );
        await unchanged(
          () => click('secondPhase/pay/wrongQuestion', who.session, { orderNumber: 'A'.repeat(22) }),
          404,
          'Order not found',
        );
        const unpaid = await unpaidOrder(order.url, stranger, { skuId: 'sku1', email: 'other@example.com' });
        await unchanged(
          () => click('secondPhase/pay/wrongQuestion', stranger, { orderNumber: unpaid }),
          409,
          'Pay the order first',
        );
        await unchanged(
          () =>
            click('secondPhase/pay/presentedExam', who.session, { orderNumber: who.orderNumber, examId: 3 }),
          409,
          'This test is not available yet',
        );
        await unchanged(
          () =>
            click('secondPhase/pay/presentedExam', who.session, { orderNumber: who.orderNumber, examId: 1 }),
          400,
          /^examId: /,
        );
        // A declined card: 402, nothing kept; the same key may be used again.
        const key = clickKey();
        edge.decline(1);
        const calls = edge.calls.length;
        const rows = await countRows(order.database.db);
        const declined = await click(
          'secondPhase/pay/wrongQuestion',
          who.session,
          { orderNumber: who.orderNumber },
          key,
        );
        expect(declined).toMatchObject({ status: 402, body: { result: 402, message: 'Payment failed' } });
        expect(await countRows(order.database.db)).toEqual(rows);
        expect(edge.calls.length).toBe(calls + 1);
      });
    });
  });
});

// Plan changes and renewal mails on their own service, so no other subscription's renewals run
// on its moved clock.
describe.each(databaseTargets())('plan changes and renewal mails on $name', (target) => {
  describeFor(target)('', () => {
    const edge = providerEdge();
    const clock = movableClock('2027-07-01T09:00:00.000Z');
    const { exam, order } = examAndOrderUnderTest(target, { providers: edge.providers, now: clock.now });

    async function buyer(skuId = 'sku1') {
      const email = `plan-${Date.now().toString(36)}@example.com`;
      const session = await confirmedSession(exam.url, 1, 77);
      const { orderNumber } = await paidOrder(order.url, session, { skuId, email });
      return { session, orderNumber, email };
    }

    const bought = async (who: { session: string; orderNumber: string }) => {
      const res = await request(`${order.url}/secondPhase/order/${who.orderNumber}`, {
        headers: { 'Exam-Session': who.session },
      });
      expect(res.status).toBe(200);
      return secondPhaseOrderResponseSchema.parse(dataOf(res));
    };

    test('plan changes charge at once and say what happened to the running period; renewals mail their outcome', async () => {
      const who = await buyer('sku1');
      const trial = await startSubscription(order.url, who.session, {
        orderNumber: who.orderNumber,
        planId: 'weekly',
        termsAccepted: true,
      });
      expect(trial.status).toBe(200);
      const subscriptionId = (dataOf(trial) as { subscriptionId: string }).subscriptionId;
      // This subscription's charges as the provider received them.
      const mine = () => edge.calls.filter((c) => c.idempotencyKey.startsWith(`sub_${subscriptionId}_`));
      const start = clock.now();

      // Step 1: skip the trial (same plan). A declined card first: 402, nothing changed, and
      // the next try is a new charge at the provider (the decline is not replayed to it).
      edge.decline(1);
      const declined = await startSubscription(order.url, who.session, {
        orderNumber: who.orderNumber,
        planId: 'weekly',
        skipTrial: true,
        termsAccepted: true,
      });
      expect(declined).toMatchObject({ status: 402, body: { message: 'Payment failed' } });
      expect(mine()).toHaveLength(1);
      // Then charged now; the trial ends now.
      const skipped = await startSubscription(order.url, who.session, {
        orderNumber: who.orderNumber,
        planId: 'weekly',
        skipTrial: true,
        termsAccepted: true,
      });
      expect(skipped.status).toBe(200);
      const afterSkip = planChangeResponseSchema.parse(dataOf(skipped));
      expect(afterSkip).toMatchObject({
        status: 'active',
        change: {
          kind: 'skip-trial',
          chargedMinor: 1999,
          previousPeriod: 'trial-ended',
          newPeriodStart: start.toISOString(),
          newPeriodEnd: new Date(start.getTime() + 7 * DAY_MS).toISOString(),
          refundedMinor: 0,
        },
      });

      // Step 6: the daily-rate plan: charged now; the paid week is kept, the 4 weeks follow it.
      clock.advance(2 * DAY_MS);
      const upgraded = await startSubscription(order.url, who.session, {
        orderNumber: who.orderNumber,
        planId: 'daily',
        termsAccepted: true,
      });
      expect(upgraded.status).toBe(200);
      const afterUpgrade = planChangeResponseSchema.parse(dataOf(upgraded));
      const weekEnd = new Date(start.getTime() + 7 * DAY_MS);
      expect(afterUpgrade).toMatchObject({
        planId: 'daily',
        amountMinor: 1999,
        change: {
          kind: 'upgrade',
          fromPlanId: 'weekly',
          toPlanId: 'daily',
          chargedMinor: 1999,
          chargedAt: clock.now().toISOString(),
          previousPeriod: 'kept',
          previousPeriodEnd: weekEnd.toISOString(),
          newPeriodStart: weekEnd.toISOString(),
          newPeriodEnd: new Date(weekEnd.getTime() + 28 * DAY_MS).toISOString(),
        },
      });
      expect(afterUpgrade.nextChargeAt).toBe(new Date(weekEnd.getTime() + 28 * DAY_MS).toISOString());
      expect(mine().map((c) => c.amountMinor)).toEqual([1999, 1999, 1999]);
      expect(new Set(mine().map((c) => c.idempotencyKey)).size).toBe(3);
      // Nothing else may change now.
      const refused = await startSubscription(order.url, who.session, {
        orderNumber: who.orderNumber,
        planId: 'daily',
        skipTrial: true,
        termsAccepted: true,
      });
      expect(refused).toMatchObject({
        status: 409,
        body: { message: 'This subscription is not in its trial' },
      });

      const scheduler = createOrderScheduler({
        database: order.database,
        providers: edge.providers,
        now: clock.now,
      });
      // The old week's renewal date passes: nothing is charged (already paid ahead).
      clock.set(new Date(weekEnd.getTime() + HOUR_MS));
      await scheduler.runDue();
      expect(mine()).toHaveLength(3);
      const receipts = await mailsTo(order.database.db, who.email);
      expect(receipts.filter((m) => m.kind.startsWith('subscription-receipt-')).map((m) => m.kind)).toEqual([
        'subscription-receipt-1',
        'subscription-receipt-2',
      ]);

      // The 4-week renewal: declined four times → a mail per failure with the retry, then the end.
      const renewalAt = new Date(weekEnd.getTime() + 28 * DAY_MS);
      edge.decline(4);
      clock.set(new Date(renewalAt.getTime() + HOUR_MS));
      for (let i = 0; i < 4; i += 1) {
        await scheduler.runDue();
        clock.advance(5 * DAY_MS);
      }
      expect(mine()).toHaveLength(7);
      const failed = await mailsTo(order.database.db, who.email);
      const kinds = failed.map((m) => m.kind);
      expect(kinds).toEqual(
        expect.arrayContaining([
          'subscription-renewal-failed-3-1',
          'subscription-renewal-failed-3-2',
          'subscription-renewal-failed-3-3',
          'subscription-expired',
        ]),
      );
      const first = failed.find((m) => m.kind === 'subscription-renewal-failed-3-1')!;
      expect(first.text).toContain('We could not charge $19.99');
      expect(first.text).toContain('at most 3 more times');
      expect(first.text).toMatch(/support\/web-1/);
      expect(first.text).toMatch(/cancel\/subscription\/web-1\?token=[\w-]{32}/);
      const ended = failed.find((m) => m.kind === 'subscription-expired')!;
      expect(ended.text).toContain('after 4 tries');
      const listed = await bought(who);
      expect(listed.subscription).toMatchObject({ status: 'expired', nextChargeAt: null });
      expect(listed.subscriptionCharges.map((c) => [c.planId, c.period, c.amountMinor])).toEqual([
        ['weekly', 1, 1999],
        ['daily', 2, 1999],
      ]);
    }, 60_000);
  });
});
