// Issue 35: a model-based test of the money side. fast-check generates buyers' journeys (two tabs
// on two order-service instances, the mailed report link, the signed-in centre): create, pay by
// card / PayPal / 3-D Secure, decline, retry, abandon, a late PayPal return or capture, upgrade,
// accept or skip each upsell step, subscribe with or without the terms box, renew, cancel, VIP.
// After each journey four invariants are checked with the test's OWN accounting, never the
// service's ledger code: what the provider took and gave back (its records: the test-mode
// processor's table, the recording edge), what the test asked for, and what the public API
// delivers:
//   1. each entitlement is charged at most once net of refunds, and never while owned;
//   2. every net charge maps to something the report or the centre delivers;
//   3. every recurring charge follows an accepted terms box;
//   4. every charge and refund has its mail.
// 500 journeys on PostgreSQL with two instances (60 on the embedded database alone).
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import {
  ACCOUNT_COMMERCE_PATHS,
  EXAM_SESSION_HEADER,
  IDENTITY_HEADER,
  questionListSchema,
  TIER_ITEMS,
  type SkuId,
  type SkuItemKey,
} from '@iq/contracts';
import { identityKey, signIdentity, DEV_INTERNAL_TOKEN } from '@iq/service-common';
import { databaseTargets, describeFor, postJson, request } from '@iq/service-common/src/testing';
import { createOrderScheduler } from '@iq/order-service/src/app';
import { DEFAULT_ORDER_CONFIG } from '@iq/order-service/src/config';
import { testModeReader } from '@iq/order-service/src/modules/payments/data-access/test-mode-records';
import { signPayload } from '@iq/order-service/src/modules/payments/domain/payment-events';
import { secondOrderInstance, type Reply } from '../kits/endpoint-kit';
import {
  forwardingProviders,
  recordingProviders,
  type RecordingEdge,
} from '@iq/order-service/src/testing/money-edge';
import {
  examServiceUnderTest,
  formKeyOf,
  getPage,
  orderServiceUnderTest,
  postForm,
  servicePath,
  startSession,
} from '../kits/order-test-kit';
import { movableClock } from '@iq/order-service/src/testing/subscription-kit';

const SECRET = 'a-webhook-secret-of-the-commerce-model-0123456789';
const DAY_MS = 24 * 60 * 60 * 1000;

// The test's own price list and package contents (product data, not the service's code).
const TIER_PRICE: Record<SkuId, number> = { sku1: 999, sku2: 1999, sku3: 2999, sku4: 3999 };
const PART_PRICE: Partial<Record<SkuItemKey, number>> = {
  wrongAnalysis: 499,
  certificate: 699,
  trainingGuide: 799,
};
const PACKAGES = {
  'answer-analysis': { call: 'wrongQuestion', items: ['wrongAnalysis'] as SkuItemKey[], list: 499 },
  'shareable-certificate': { call: 'skuPackage', items: ['certificate'] as SkuItemKey[], list: 699 },
  'premium-bundle': {
    call: 'skuPackage',
    items: ['trainingGuide', 'wrongAnalysis', 'certificate'] as SkuItemKey[],
    list: 1499,
  },
  'vip-membership': { call: 'vip', items: [] as SkuItemKey[], list: 999 },
} as const;
type PackageId = keyof typeof PACKAGES;

type Tab = 0 | 1;
type Command =
  | { k: 'create'; sku: SkuId; method: 'card' | 'paypal'; tab: Tab }
  | { k: 'payCard'; order: number; card: 'ok' | 'decline' | '3ds'; tab: Tab }
  | { k: 'challenge'; order: number; approve: boolean }
  | { k: 'paypalApprove'; order: number; tab: Tab }
  | { k: 'paypalCancel'; order: number }
  | { k: 'paypalReturn'; attempt: number; tab: Tab }
  | { k: 'paypalCapture'; attempt: number }
  | { k: 'retry'; order: number; method: 'card' | 'paypal'; tab: Tab }
  | { k: 'upgradeByLink'; above: 1 | 2 | 3; method: 'card' | 'paypal'; tab: Tab }
  | { k: 'package'; id: PackageId; tab: Tab }
  | { k: 'subscribe'; plan: 'weekly' | 'monthly' | 'daily'; terms: boolean; skipTrial: boolean; tab: Tab }
  | { k: 'renew' }
  | { k: 'cancelInCentre' }
  | { k: 'wait'; minutes: number };

const tab = fc.constantFrom<Tab>(0, 1);
const sku = fc.constantFrom<SkuId>('sku1', 'sku2', 'sku3', 'sku4');
const method = fc.constantFrom<'card' | 'paypal'>('card', 'card', 'paypal');
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ k: fc.constant('create' as const), sku, method, tab }) },
  {
    weight: 5,
    arbitrary: fc.record({
      k: fc.constant('payCard' as const),
      order: fc.nat(),
      card: fc.constantFrom<'ok' | 'decline' | '3ds'>('ok', 'ok', 'decline', '3ds'),
      tab,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ k: fc.constant('challenge' as const), order: fc.nat(), approve: fc.boolean() }),
  },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('paypalApprove' as const), order: fc.nat(), tab }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('paypalCancel' as const), order: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('paypalReturn' as const), attempt: fc.nat(), tab }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('paypalCapture' as const), attempt: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('retry' as const), order: fc.nat(), method, tab }) },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant('upgradeByLink' as const),
      above: fc.constantFrom<1 | 2 | 3>(1, 1, 2, 3),
      method,
      tab,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      k: fc.constant('package' as const),
      id: fc.constantFrom<PackageId>(
        'answer-analysis',
        'shareable-certificate',
        'premium-bundle',
        'vip-membership',
      ),
      tab,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant('subscribe' as const),
      plan: fc.constantFrom<'weekly' | 'monthly' | 'daily'>('weekly', 'monthly', 'daily'),
      terms: fc.boolean(),
      skipTrial: fc.boolean(),
      tab,
    }),
  },
  { weight: 1, arbitrary: fc.constant({ k: 'renew' as const }) },
  { weight: 1, arbitrary: fc.constant({ k: 'cancelInCentre' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({ k: fc.constant('wait' as const), minutes: fc.integer({ min: 1, max: 30 }) }),
  },
);
/** The order a command targets: any by index, or the latest (-1). */
const LATEST = -1;
/** Short sequences buyers actually follow, mixed with single random commands. */
const snippet: fc.Arbitrary<Command[]> = fc.oneof(
  // Buy and pay by card (sometimes declined first, then retried).
  fc.tuple(sku, tab, fc.boolean()).map(([s, t, declineFirst]): Command[] => [
    { k: 'create', sku: s, method: 'card', tab: t },
    ...(declineFirst
      ? ([
          { k: 'payCard', order: LATEST, card: 'decline', tab: t },
          { k: 'retry', order: LATEST, method: 'card', tab: t },
        ] as Command[])
      : []),
    { k: 'payCard', order: LATEST, card: 'ok', tab: t },
  ]),
  // Two tabs: both open an order before either pays, then both pay.
  fc.tuple(sku, sku).map(([a, b]): Command[] => [
    { k: 'create', sku: a, method: 'card', tab: 0 },
    { k: 'create', sku: b, method: 'card', tab: 1 },
    { k: 'payCard', order: 0, card: 'ok', tab: 0 },
    { k: 'payCard', order: LATEST, card: 'ok', tab: 1 },
  ]),
  // PayPal approved without returning; a card retry pays; PayPal's return (or capture) comes late.
  fc
    .tuple(sku, fc.boolean())
    .map(([s, capture]): Command[] => [
      { k: 'create', sku: s, method: 'paypal', tab: 0 },
      { k: 'paypalApprove', order: LATEST, tab: 0 },
      { k: 'retry', order: LATEST, method: 'card', tab: 1 },
      { k: 'payCard', order: LATEST, card: 'ok', tab: 1 },
      capture ? { k: 'paypalCapture', attempt: LATEST } : { k: 'paypalReturn', attempt: LATEST, tab: 0 },
    ]),
  // 3-D Secure left open, a retry pays, then the challenge is approved after all.
  sku.map((s): Command[] => [
    { k: 'create', sku: s, method: 'card', tab: 0 },
    { k: 'payCard', order: LATEST, card: '3ds', tab: 0 },
    { k: 'retry', order: LATEST, method: 'card', tab: 1 },
    { k: 'payCard', order: LATEST, card: 'ok', tab: 1 },
    { k: 'challenge', order: LATEST, approve: true },
  ]),
  // The mailed link: upgrade and pay there.
  fc
    .tuple(fc.constantFrom<1 | 2 | 3>(1, 1, 2, 3), method)
    .map(([above, m]): Command[] => [
      { k: 'upgradeByLink', above, method: m, tab: 1 },
      m === 'card'
        ? { k: 'payCard', order: LATEST, card: 'ok', tab: 1 }
        : { k: 'paypalApprove', order: LATEST, tab: 1 },
      { k: 'paypalReturn', attempt: LATEST, tab: 1 },
    ]),
  // The upsell, step by step: accept or skip each.
  fc
    .subarray(['answer-analysis', 'shareable-certificate', 'premium-bundle', 'vip-membership'] as PackageId[])
    .chain((ids) => fc.tuple(fc.constant(ids), tab))
    .map(([ids, t]): Command[] => ids.map((id) => ({ k: 'package', id, tab: t }))),
  // A plan, with or without the box; renewed, perhaps cancelled in the centre.
  fc
    .record({
      plan: fc.constantFrom<'weekly' | 'monthly' | 'daily'>('weekly', 'monthly', 'daily'),
      terms: fc.boolean(),
      skipTrial: fc.boolean(),
      cancel: fc.boolean(),
      t: tab,
    })
    .map(({ plan, terms, skipTrial, cancel, t }): Command[] => [
      { k: 'subscribe', plan, terms, skipTrial, tab: t },
      { k: 'renew' },
      ...(cancel ? ([{ k: 'cancelInCentre' }] as Command[]) : []),
      { k: 'renew' },
    ]),
);
/** A journey starts with a first purchase, so most of them get somewhere. */
const journey = fc
  .tuple(
    snippet,
    fc.array(fc.oneof({ weight: 3, arbitrary: snippet }, { weight: 2, arbitrary: command.map((c) => [c]) }), {
      minLength: 2,
      maxLength: 6,
    }),
  )
  .map(([first, rest]) => [...first, ...rest.flat()]);

interface Attempt {
  id: string;
  method: 'card' | 'paypal';
  payUrl: string;
  approved?: boolean;
}
interface OrderModel {
  orderNumber: string;
  sku: SkuId;
  amount: number;
  attempts: Attempt[];
}
interface Journey {
  session: string;
  email: string;
  orders: OrderModel[];
  purchases: { id: string; packageId: PackageId; amount: number; step: number }[];
  /** Subscriptions the service started or changed on a request with the terms box ticked. */
  acceptedSubscriptions: Set<string>;
  /** Charge keys of plan requests sent WITHOUT the terms box (none may charge). */
  refusedWithoutTerms: number;
  notes: string[];
}

const targets = databaseTargets();
const onPostgres = targets.find((t) => t.name === 'postgres')!.available;
// Two instances on PostgreSQL when it answers; the embedded database alone otherwise.
const target = onPostgres ? targets.find((t) => t.name === 'postgres')! : targets[0]!;
const RUNS = Number(process.env.COMMERCE_MODEL_RUNS ?? (onPostgres ? 500 : 60));
const LANES = onPostgres ? 4 : 1;

describe(`the commerce model on ${target.name}`, () => {
  describeFor(target)('', () => {
    const config = { ...DEFAULT_ORDER_CONFIG, webhookSecret: SECRET };
    const exam = examServiceUnderTest(target);

    /**
     * A lane: a database of its own, two order-service instances on it, one clock and one
     * provider edge. Lanes run side by side (independent sites); within one, journeys follow
     * each other on its two instances.
     */
    function laneUnderTest() {
      const clock = movableClock('2027-05-01T08:00:00.000Z');
      let edge!: RecordingEdge;
      const forward = forwardingProviders(() => edge.providers);
      const order = orderServiceUnderTest(target, exam, { config, now: clock.now, providers: forward });
      const lane = {
        clock,
        get edge() {
          return edge;
        },
        urls: ['', ''] as [string, string],
        db: () => order.database.db,
        scheduler: () =>
          createOrderScheduler({ database: order.database, config, providers: forward, now: clock.now }),
        /** A call as the signed-in centre makes it, signed when sent. */
        async asSignedIn(email: string, call: (headers: Record<string, string>) => Promise<Reply>) {
          for (let tries = 0; ; tries += 1) {
            const headers = {
              [IDENTITY_HEADER]: signIdentity(
                { sessionId: 'model', userId: 1, email },
                identityKey(DEV_INTERNAL_TOKEN),
                clock.now(),
              ),
            };
            const res = await call(headers);
            if (res.status !== 401 || tries === 3) return res;
          }
        },
      };
      const second = secondOrderInstance(target, order, exam, { config, now: clock.now, providers: forward });
      beforeAll(() => {
        edge = recordingProviders(testModeReader(order.database.db));
        lane.urls = [order.url, second.url()];
      });
      return lane;
    }
    const lanes = Array.from({ length: LANES }, laneUnderTest);
    type Lane = (typeof lanes)[number];

    /**
     * A scored IQ test as a buyer leaves it: half of it answered (the least a report is sold for),
     * confirmed. Made ahead, several at a time: a journey's buyer is a fresh test each time.
     */
    async function scoredTest(seed: number): Promise<string> {
      const session = await startSession(exam.url, 1);
      const headers = { [EXAM_SESSION_HEADER]: session };
      const listed = await request(`${exam.url}/exam/question/list/1/en`, { headers });
      const list = questionListSchema.parse((listed.body as { data: unknown }).data);
      let state = seed;
      // Sent together, as a fast clicker's would arrive: half the test answered.
      await Promise.all(
        list.questions.slice(0, 15).map((question) => {
          state = (state * 1103515245 + 12345) % 2147483648;
          const option = question.options[Math.floor((state / 2147483648) * question.options.length)]!;
          return postJson(
            `${exam.url}/exam/session/answer`,
            { questionId: question.id, optionId: option.id },
            headers,
          );
        }),
      );
      const confirmed = await postJson(`${exam.url}/exam/session/confirm`, {}, headers);
      if (confirmed.status !== 200) throw new Error(`confirm failed: ${confirmed.text}`);
      return session;
    }
    const pool: Promise<string>[] = [];
    let seeds = 0;
    /**
     * Fills the pool with `count` buyers' tests: one scored through the exam service's API, and
     * copies of its rows under new unguessable ids (the exam service is not under test here; each
     * journey needs a test nobody has bought anything for, and answering one costs 17 calls).
     */
    async function fillPool(count: number): Promise<void> {
      const template = await scoredTest((seeds += 1));
      const ids = Array.from({ length: count }, () => randomBytes(18).toString('base64url'));
      await exam.database.db.transaction().execute(async (trx) => {
        for (const [table, key] of [
          ['sessions', 'id'],
          ['session_items', 'session_id'],
          ['session_scores', 'session_id'],
        ] as const) {
          const { rows } = await sql<{ column_name: string }>`
            select column_name from information_schema.columns
            where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
            order by ordinal_position`.execute(trx);
          const columns = rows.map((r) => r.column_name);
          const copied = columns.map((c) => (c === key ? sql`ids.id` : sql.ref(`t.${c}`)));
          await sql`
            insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
            select ${sql.join(copied)} from ${sql.table(table)} t,
              unnest(${ids}::text[]) as ids(id)
            where t.${sql.ref(key)} = ${template}`.execute(trx);
        }
      });
      pool.push(...ids.map((id) => Promise.resolve(id)));
    }
    const freshTest = () => pool.shift() ?? scoredTest((seeds += 1));

    let keys = 0;
    const key = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(keys += 1)}`;
    const page = (base: string, publicPath: string) => `${base}${servicePath(publicPath)}`;

    const timing: Record<string, number> = {};
    const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
      const started = performance.now();
      try {
        return await work();
      } finally {
        timing[name] = (timing[name] ?? 0) + performance.now() - started;
      }
    };
    /** How often the journeys reached each situation (printed: the generator is not idle). */
    const reached: Record<string, number> = {};
    const saw = (what: string, n = 1) => {
      if (n > 0) reached[what] = (reached[what] ?? 0) + n;
    };
    afterAll(() => {
      if (process.env.COMMERCE_MODEL_TIMING) console.info(timing);
      console.info(`commerce model: ${JSON.stringify(reached)}`);
    });

    async function run(lane: Lane, commands: Command[]): Promise<Journey> {
      const { clock, urls, db, scheduler } = lane;
      const j: Journey = {
        session: await timed('session', freshTest),
        email: `${key('buyer')}@example.com`.toLowerCase(),
        orders: [],
        purchases: [],
        acceptedSubscriptions: new Set(),
        refusedWithoutTerms: 0,
        notes: [],
      };
      const attempts = () => j.orders.flatMap((o) => o.attempts.map((a) => ({ o, a })));
      const pick = <T>(list: T[], i: number): T | undefined =>
        list.length ? list[i === LATEST ? list.length - 1 : i % list.length] : undefined;
      const latest = (o: OrderModel) => o.attempts.at(-1)!;
      const paidCardOrder = async () => {
        for (const o of j.orders) {
          const res = await postJson(`${urls[0]}/pay/pay/check/status`, { orderNumber: o.orderNumber });
          const data = (res.body as { data?: { status: string; payMethod: string } }).data;
          if (data?.status === 'paid' && data.payMethod === 'card') return o;
        }
        return undefined;
      };
      const created = (res: { status: number; body: unknown }, skuId: SkuId) => {
        if (res.status !== 200) return;
        const data = (res.body as { data: { orderNumber: string; payUrl: string; amountMinor: number } })
          .data;
        const attemptId = data.payUrl.split('/').pop()!;
        const methodOf = (res as unknown as { method: 'card' | 'paypal' }).method;
        j.orders.push({
          orderNumber: data.orderNumber,
          sku: skuId,
          amount: data.amountMinor,
          attempts: [{ id: attemptId, method: methodOf, payUrl: data.payUrl }],
        });
      };

      for (const [index, c] of commands.entries()) {
        clock.advance(20_000);
        const base = 'tab' in c ? urls[c.tab] : urls[0];
        await timed(c.k, () => step(c, index, base));
      }
      // Everything settles: reconciliation, refunds and releases run.
      await timed('settle', async () => {
        clock.advance(20 * 60_000);
        await scheduler().runDue();
        clock.advance(20 * 60_000);
        // Until none of this journey's money jobs is due (another lane's scheduler may hold one).
        for (let round = 0; round < 50; round += 1) {
          await scheduler().runDue();
          const due = j.orders.length
            ? await db()
                .selectFrom('scheduled_jobs')
                .select('id')
                .where('kind', 'in', ['refund', 'reconcile'])
                .where('done_at', 'is', null)
                .where('run_at', '<=', clock.now())
                .where(
                  'order_number',
                  'in',
                  j.orders.map((o) => o.orderNumber),
                )
                .execute()
            : [];
          if (!due.length) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      });
      return j;

      async function step(c: Command, index: number, base: string): Promise<void> {
        switch (c.k) {
          case 'create': {
            const res = await postJson(
              `${base}/pay/pay/order/create`,
              { skuId: c.sku, email: j.email, payMethod: c.method, country: 'US' },
              { 'Idempotency-Key': key('create'), 'Exam-Session': j.session },
            );
            created(Object.assign(res, { method: c.method }), c.sku);
            break;
          }
          case 'upgradeByLink': {
            // The mailed report link: the paid order's number, no tab session.
            const paid = await paidCardOrder().then((o) => o ?? j.orders[0]);
            if (!paid) break;
            // A tier above the one the link's order bought (the highest is sku4).
            const tiers: SkuId[] = ['sku1', 'sku2', 'sku3', 'sku4'];
            const target = tiers[Math.min(3, tiers.indexOf(paid.sku) + c.above)]!;
            const res = await postJson(
              `${base}/pay/pay/order/create`,
              {
                skuId: target,
                email: j.email,
                payMethod: c.method,
                country: 'US',
                upgradeFrom: paid.orderNumber,
              },
              { 'Idempotency-Key': key('upgrade') },
            );
            created(Object.assign(res, { method: c.method }), target);
            break;
          }
          case 'payCard': {
            const o = pick(j.orders, c.order);
            const a = o && latest(o);
            if (!a || a.method !== 'card') break;
            const form = await getPage(page(base, a.payUrl));
            if (form.status !== 200) break;
            const number = {
              ok: '4242 4242 4242 4242',
              decline: '4000 0000 0000 0002',
              '3ds': '4000 0027 6000 3184',
            }[c.card];
            await postForm(page(base, a.payUrl), {
              cardNumber: number,
              expiry: '12/34',
              cvc: '123',
              name: 'Model Buyer',
              idempotencyKey: formKeyOf(form.text),
            });
            break;
          }
          case 'challenge': {
            const o = pick(j.orders, c.order);
            const a = o && latest(o);
            if (!a || a.method !== 'card') break;
            await postForm(page(urls[0], `${a.payUrl}/3ds`), { decision: c.approve ? 'approve' : 'fail' });
            break;
          }
          case 'paypalApprove': {
            const o = pick(j.orders, c.order);
            const a = o && latest(o);
            if (!a || a.method !== 'paypal') break;
            const res = await postForm(page(base, a.payUrl), { decision: 'approve' });
            if (res.status === 303 && res.location?.includes('/paypal/return/')) a.approved = true;
            break;
          }
          case 'paypalCancel': {
            const o = pick(j.orders, c.order);
            const a = o && latest(o);
            if (!a || a.method !== 'paypal') break;
            await postForm(page(urls[0], a.payUrl), { decision: 'cancel' });
            break;
          }
          case 'paypalReturn': {
            // The buyer comes back from PayPal, perhaps long after (another tab paid meanwhile).
            const approved = attempts().filter(({ a }) => a.approved);
            const hit = pick(approved, c.attempt);
            if (hit) await getPage(`${base}/pay/pay/paypal/return/${hit.a.id}`);
            break;
          }
          case 'paypalCapture': {
            // The provider captures an approval on its own and reports it (its webhook).
            const approved = attempts().filter(({ a }) => a.approved);
            const hit = pick(approved, c.attempt);
            if (!hit) break;
            const record = await db()
              .selectFrom('test_mode_payments')
              .select('state')
              .where('attempt_id', '=', hit.a.id)
              .executeTakeFirst();
            if (record?.state !== 'approved') break; // released or captured already: nothing to capture
            await db()
              .updateTable('test_mode_payments')
              .set({ state: 'captured', decided_at: clock.now() })
              .where('attempt_id', '=', hit.a.id)
              .execute();
            const at = Math.floor(clock.now().getTime() / 1000);
            const raw = JSON.stringify({
              id: `evt_${key('model').replace(/[^A-Za-z0-9_-]/g, '')}`,
              type: 'payment.succeeded',
              created: at,
              data: { attemptId: hit.a.id, orderNumber: hit.o.orderNumber, method: 'paypal' },
            });
            await request(`${urls[0]}/pay/events`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                'Payment-Signature': signPayload(SECRET, at, raw),
              },
              body: raw,
            });
            break;
          }
          case 'retry': {
            const o = pick(j.orders, c.order);
            if (!o) break;
            const res = await postJson(
              `${base}/pay/pay/order/retry`,
              { orderNumber: o.orderNumber, payMethod: c.method },
              { 'Idempotency-Key': key('retry') },
            );
            if (res.status === 200) {
              const payUrl = (res.body as { data: { payUrl: string } }).data.payUrl;
              o.attempts.push({ id: payUrl.split('/').pop()!, method: c.method, payUrl });
            }
            break;
          }
          case 'package': {
            const paid = await paidCardOrder();
            if (!paid) break;
            const spec = PACKAGES[c.id];
            const path = {
              wrongQuestion: 'secondPhase/pay/wrongQuestion',
              skuPackage: 'secondPhase/pay/skuPackage',
              vip: 'vip/pay/create',
            }[spec.call];
            const res = await postJson(
              `${base}/pay/${path}`,
              spec.call === 'skuPackage'
                ? { orderNumber: paid.orderNumber, packageId: c.id }
                : { orderNumber: paid.orderNumber },
              { 'Idempotency-Key': key('click'), 'Exam-Session': j.session },
            );
            if (res.status === 200) {
              const p = (res.body as { data: { purchase: { purchaseId: string; amountMinor: number } } }).data
                .purchase;
              j.purchases.push({ id: p.purchaseId, packageId: c.id, amount: p.amountMinor, step: index });
            }
            break;
          }
          case 'subscribe': {
            const paid = await paidCardOrder();
            if (!paid) break;
            const res = await postJson(
              `${base}/pay/secondPhase/pay/planSku`,
              {
                orderNumber: paid.orderNumber,
                planId: c.plan,
                termsAccepted: c.terms,
                ...(c.skipTrial && { skipTrial: true }),
              },
              { 'Idempotency-Key': key('plan'), 'Exam-Session': j.session },
            );
            if (!c.terms) {
              j.refusedWithoutTerms += 1;
              if (res.status === 200) j.notes.push('a plan request without the terms box was accepted');
            } else if (res.status === 200)
              j.acceptedSubscriptions.add(
                (res.body as { data: { subscriptionId: string } }).data.subscriptionId,
              );
            break;
          }
          case 'renew': {
            clock.advance(8 * DAY_MS);
            await scheduler().runDue();
            break;
          }
          case 'cancelInCentre': {
            const list = await lane.asSignedIn(j.email, (headers) =>
              request(`${urls[0]}${ACCOUNT_COMMERCE_PATHS.purchases}`, { headers }),
            );
            const live = (
              list.body as { data?: { subscriptions: { subscriptionId: string; canCancel: boolean }[] } }
            ).data?.subscriptions.find((s) => s.canCancel);
            if (live)
              await lane.asSignedIn(j.email, (headers) =>
                postJson(
                  `${urls[1]}${ACCOUNT_COMMERCE_PATHS.cancelSubscription}`,
                  { subscriptionId: live.subscriptionId },
                  headers,
                ),
              );
            break;
          }
          case 'wait': {
            clock.advance(c.minutes * 60_000);
            await scheduler().runDue();
            break;
          }
        }
      }
    }

    /** What the provider took and gave back for a journey, from ITS records. */
    async function providerLedger(lane: Lane, j: Journey) {
      const { edge, db } = lane;
      const attemptIds = j.orders.flatMap((o) => o.attempts.map((a) => a.id));
      const taken = attemptIds.length
        ? await db()
            .selectFrom('test_mode_payments')
            .select(['attempt_id as attemptId', 'state'])
            .where('attempt_id', 'in', attemptIds)
            .where('state', 'in', ['succeeded', 'captured'])
            .execute()
        : [];
      const orderOf = new Map(j.orders.flatMap((o) => o.attempts.map((a) => [a.id, o] as const)));
      const refunded = (ref: string) =>
        edge.refunds.filter((r) => r.chargeRef === ref).reduce((s, r) => s + r.amountMinor, 0);
      const tierCharges = taken.map(({ attemptId }) => {
        const o = orderOf.get(attemptId)!;
        return { attemptId, order: o, amount: o.amount, net: o.amount - refunded(attemptId) };
      });
      const purchaseCharges = j.purchases.map((p) => {
        const charged = edge.saved.find((s) => s.ok && s.charge.idempotencyKey === `sp_${p.id}`);
        return {
          ...p,
          charged: charged?.charge.amountMinor ?? 0,
          net: (charged?.charge.amountMinor ?? 0) - refunded(`sp:${p.id}`),
        };
      });
      return { tierCharges, purchaseCharges, attemptIds };
    }

    async function check(lane: Lane, j: Journey): Promise<string[]> {
      const { edge, urls, db } = lane;
      const problems = [...j.notes];
      const { tierCharges, purchaseCharges, attemptIds } = await providerLedger(lane, j);
      saw('journeys');
      saw('tier captures', tierCharges.length);
      saw('journeys with a refund', tierCharges.some((c) => c.net < c.amount) ? 1 : 0);
      saw('packages charged', purchaseCharges.filter((c) => c.charged > 0).length);
      saw(
        'upgrades paid',
        tierCharges.filter((c) => c.net > 0 && c.order.amount < TIER_PRICE[c.order.sku]).length,
      );
      saw('plan requests without the terms box', j.refusedWithoutTerms);
      saw('plans started with the box', j.acceptedSubscriptions.size);
      saw('approvals released', edge.releases.filter((r) => attemptIds.includes(r.attemptId)).length);

      // 1. Each entitlement charged at most once net of refunds, and never while owned.
      const netTiers = tierCharges.filter((c) => c.net > 0);
      const byOrder = new Map<string, number>();
      for (const c of netTiers)
        byOrder.set(c.order.orderNumber, (byOrder.get(c.order.orderNumber) ?? 0) + c.net);
      for (const [orderNumber, net] of byOrder)
        if (net > j.orders.find((o) => o.orderNumber === orderNumber)!.amount)
          problems.push(`order ${orderNumber.slice(0, 6)} netted ${net}, more than its price`);
      const skus = netTiers.map((c) => c.order.sku);
      if (new Set(skus).size !== skus.length) problems.push(`a tier charged twice: ${skus.join(',')}`);
      const highest = [...skus].sort().at(-1) as SkuId | undefined;
      const tierNet = netTiers.reduce((s, c) => s + c.net, 0);
      if (highest && tierNet > TIER_PRICE[highest])
        problems.push(`tiers netted ${tierNet} > ${highest}'s ${TIER_PRICE[highest]}`);
      const tierItems = new Set(skus.flatMap((s) => TIER_ITEMS[s]));
      const packageItems = new Set<SkuItemKey>();
      let vip = skus.includes('sku4');
      for (const p of purchaseCharges.filter((c) => c.net > 0).sort((a, b) => a.step - b.step)) {
        const spec = PACKAGES[p.packageId];
        if (p.packageId === 'vip-membership') {
          if (vip) problems.push('VIP charged while VIP');
          vip = true;
          continue;
        }
        const missing = spec.items.filter((i) => !tierItems.has(i) && !packageItems.has(i));
        if (!missing.length) problems.push(`${p.packageId} charged for items owned`);
        const owed = Math.min(
          spec.list,
          missing.reduce((s, i) => s + PART_PRICE[i]!, 0),
        );
        if (p.net > owed) problems.push(`${p.packageId} charged ${p.net} > ${owed} for what was missing`);
        for (const i of spec.items) packageItems.add(i);
      }
      // A tier whose added items were owned by a package or VIP before it was charged was sold twice.
      // (Tier captures after a package: their order was created before it or priced knowing it.)
      if (skus.includes('sku4') && purchaseCharges.some((c) => c.net > 0 && c.packageId === 'vip-membership'))
        problems.push('VIP paid twice: sku4 and the VIP package');
      const planCharges = edge.saved.filter((s) => s.ok && s.charge.idempotencyKey.startsWith('sub_'));
      const periods = planCharges.map((s) =>
        /^sub_(.+)_p(\d+)_/.exec(s.charge.idempotencyKey)!.slice(1, 3).join('#'),
      );
      if (new Set(periods).size !== periods.length)
        problems.push(`a plan period charged twice: ${periods.join(' ')}`);
      const subsOfRun = new Set(
        (await db().selectFrom('subscriptions').select('id').where('email', '=', j.email).execute()).map(
          (s) => s.id,
        ),
      );
      const runPlanCharges = planCharges.filter((s) =>
        subsOfRun.has(/^sub_(.+)_p\d+_/.exec(s.charge.idempotencyKey)![1]!),
      );

      // 2. Every net charge maps to something the report or the centre delivers.
      const reportOrder = j.orders.find((o) => byOrder.has(o.orderNumber)) ?? j.orders[0];
      if (reportOrder && (netTiers.length || purchaseCharges.some((p) => p.net > 0))) {
        const report = await request(`${urls[1]}/exam/order/info/${reportOrder.orderNumber}`);
        const items =
          (report.body as { data?: { items: { key: SkuItemKey; locked: boolean }[] } }).data?.items ?? [];
        const open = new Set(items.filter((i) => !i.locked).map((i) => i.key));
        for (const item of [...tierItems, ...packageItems])
          if (!open.has(item)) problems.push(`paid for ${item}, the report keeps it locked`);
        if (vip) {
          const status = await request(`${urls[0]}/vip/pay/status/${reportOrder.orderNumber}`);
          if (!(status.body as { data?: { permanent: boolean } }).data?.permanent)
            problems.push('paid for VIP, not VIP');
        }
      }
      saw('plan charges', runPlanCharges.length);
      if (runPlanCharges.length) {
        const centre = await lane.asSignedIn(j.email, (headers) =>
          request(`${urls[0]}${ACCOUNT_COMMERCE_PATHS.purchases}`, { headers }),
        );
        const data = (centre.body as { data?: { receipts: { kind: string }[]; subscriptions: unknown[] } })
          .data;
        if (!data?.subscriptions.length) problems.push('plan charged, the centre lists no subscription');
        if ((data?.receipts.filter((r) => r.kind === 'plan').length ?? 0) !== runPlanCharges.length)
          problems.push('plan charges and the centre’s plan receipts differ');
      }

      // 3. Every recurring charge follows an accepted terms box.
      for (const s of runPlanCharges) {
        const id = /^sub_(.+)_p\d+_/.exec(s.charge.idempotencyKey)![1]!;
        if (!j.acceptedSubscriptions.has(id))
          problems.push(`plan ${id.slice(0, 6)} charged without an accepted terms box`);
      }

      // 4. Every charge and refund has its mail.
      const mailRows = j.orders.length
        ? await db()
            .selectFrom('mail_outbox')
            .select(['order_number', 'kind'])
            .where(
              'order_number',
              'in',
              j.orders.map((o) => o.orderNumber),
            )
            .execute()
        : [];
      const mails = new Set(mailRows.map((m) => `${m.order_number}|${m.kind}`));
      for (const o of new Set(tierCharges.map((c) => c.order)))
        if (!mails.has(`${o.orderNumber}|receipt`))
          problems.push(`order ${o.orderNumber.slice(0, 6)} charged, no receipt`);
      for (const p of purchaseCharges.filter((c) => c.charged > 0))
        if (![...mails].some((m) => m.endsWith(`|second-phase-${p.id}`)))
          problems.push(`${p.packageId} charged, no receipt`);
      for (const r of edge.refunds.filter((x) => j.orders.some((o) => o.orderNumber === x.orderNumber)))
        if (!mails.has(`${r.orderNumber}|refund-${r.idempotencyKey}`))
          problems.push('a refund without its mail');
      const released = edge.releases.filter((r) => attemptIds.includes(r.attemptId));
      const releaseMails = [...mails].filter((m) => m.includes('|refund-')).length;
      if (releaseMails < released.length) problems.push('a released approval without its mail');
      for (const s of runPlanCharges) {
        const [, subId, period] = /^sub_(.+)_p(\d+)_/.exec(s.charge.idempotencyKey)!;
        const sub = await db()
          .selectFrom('subscriptions')
          .select('order_number')
          .where('id', '=', subId!)
          .executeTakeFirst();
        const mailed =
          mails.has(`${sub?.order_number}|subscription-receipt-${period}`) ||
          (period === '1' && mails.has(`${sub?.order_number}|subscription-started`));
        if (!mailed) problems.push(`plan period ${period} charged without its mail`);
      }
      return problems;
    }

    /** Cancels the journey's running plans in the centre (after its checks). */
    async function leave(lane: Lane, j: Journey): Promise<void> {
      const list = await lane.asSignedIn(j.email, (headers) =>
        request(`${lane.urls[0]}${ACCOUNT_COMMERCE_PATHS.purchases}`, { headers }),
      );
      const subs =
        (list.body as { data?: { subscriptions: { subscriptionId: string; canCancel: boolean }[] } }).data
          ?.subscriptions ?? [];
      for (const sub of subs.filter((x) => x.canCancel))
        await lane.asSignedIn(j.email, (headers) =>
          postJson(
            `${lane.urls[0]}${ACCOUNT_COMMERCE_PATHS.cancelSubscription}`,
            { subscriptionId: sub.subscriptionId },
            headers,
          ),
        );
    }

    test(`${RUNS} generated journeys: every invariant holds`, async () => {
      let runs = 0;
      await timed('pool', () => fillPool(RUNS));
      // Journeys run in LANES at once: independent buyers, one shared clock and two instances, as
      // on a live site (each lane its own seeded property).
      const seed = Number(process.env.COMMERCE_MODEL_SEED ?? 352026);
      await Promise.all(
        Array.from({ length: LANES }, (_, lane) =>
          fc.assert(
            fc.asyncProperty(journey, async (commands) => {
              runs += 1;
              const j = await run(lanes[lane]!, commands);
              const problems = await timed('check', () => check(lanes[lane]!, j));
              if (problems.length) throw new Error(`${problems.join('; ')}\n${JSON.stringify(commands)}`);
              // The buyer leaves: their plans end, so later journeys' renewals stay few.
              await timed('leave', () => leave(lanes[lane]!, j));
            }),
            { numRuns: Math.ceil(RUNS / LANES), seed: seed + lane, endOnFailure: true },
          ),
        ),
      );
      expect(runs).toBeGreaterThanOrEqual(RUNS);
    }, 1_800_000);
  });
});
