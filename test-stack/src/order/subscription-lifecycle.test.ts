// Issue 10's done-when, on a moved clock: weekly plan with its 3-day trial → reminder mail →
// first renewal charged once → a failed renewal retried after its back-off → cancelled by
// e-mail code → nothing more charged. Once per database with one instance, and on PostgreSQL
// with TWO order-service instances whose schedulers run at the same time. Charges are counted
// at the payment provider's edge (testing/subscription-kit.ts), not from our tables.
import { randomBytes } from 'node:crypto';
import { subscriptionViewSchema, unsubscribeCancelResponseSchema } from '@iq/contracts';
import { createDatabase, type Database } from '@iq/service-common';
import {
  createTestDatabase,
  databaseTargets,
  DATABASE_SETUP_TIMEOUT,
  describeFor,
  postJson,
  startServer,
  type DatabaseTarget,
} from '@iq/service-common/src/testing';
import type { RunningServer } from '@iq/service-common';
import { createOrderApp, createOrderScheduler } from '@iq/order-service/src/app';
import { createExamSessionsClient } from '@iq/order-service/src/modules/orders/data-access/exam-sessions';
import { orderMigrations } from '@iq/order-service/src/data-access/migrations';
import type { OrderDB } from '@iq/order-service/src/data-access/schema';
import type { SubscriptionScheduler } from '@iq/order-service/src/modules/subscriptions/entry-points/renewal-job';
import { dataOf, examAndOrderUnderTest } from '../kits/endpoint-kit';
import { confirmedSession, examServiceUnderTest, paidOrder } from '../kits/order-test-kit';
import {
  DAY_MS,
  HOUR_MS,
  mailedCode,
  mailsTo,
  movableClock,
  providerEdge,
  startSubscription,
  type ProviderEdge,
} from '@iq/order-service/src/testing/subscription-kit';

const START = '2027-03-01T10:00:00.000Z';
const at = (ms: number) => new Date(new Date(START).getTime() + ms);

interface Instance {
  url: string;
  db: Database<OrderDB>['db'];
  scheduler: SubscriptionScheduler;
}

/** Every instance's scheduler at once, as often as asked (a round that finds nothing is a no-op). */
async function runSchedulers(instances: Instance[], rounds = 2): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await Promise.all(instances.map((x) => x.scheduler.runDue()));
}

/** Charges the provider made per subscription period ("sub_<id>_p<n>_a<k>" keys). */
function successesByPeriod(edge: ProviderEdge, subscriptionId: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const key of edge.charged.keys()) {
    const match = new RegExp(`^sub_${subscriptionId}_p(\\d+)_a\\d+$`).exec(key);
    if (match) counts[match[1]!] = (counts[match[1]!] ?? 0) + 1;
  }
  return counts;
}

/**
 * The whole run for `count` subscribers; instance i % n serves subscriber i's calls. Returns
 * nothing: it asserts as it goes.
 */
async function lifecycle(
  examUrl: string,
  instances: Instance[],
  edge: ProviderEdge,
  clock: ReturnType<typeof movableClock>,
  count: number,
) {
  const db = instances[0]!.db;
  const tag = randomBytes(4).toString('hex');
  const buyers = [];
  for (let i = 0; i < count; i += 1) {
    const url = instances[i % instances.length]!.url;
    const email = `sub-${tag}-${i}@example.com`;
    const session = await confirmedSession(examUrl, 1, 11 + i);
    const { orderNumber } = await paidOrder(url, session, { skuId: 'sku1', email });
    const res = await startSubscription(url, session, { orderNumber, planId: 'weekly', termsAccepted: true });
    expect(res.status).toBe(200);
    const view = subscriptionViewSchema.parse(dataOf(res));
    expect(view).toMatchObject({
      planId: 'weekly',
      status: 'trialing',
      amountMinor: 1999,
      currency: 'USD',
      trialEndsAt: at(3 * DAY_MS).toISOString(),
      nextChargeAt: at(3 * DAY_MS).toISOString(),
    });
    buyers.push({ url, email, orderNumber, id: view.subscriptionId });
  }
  const started = await mailsTo(db, buyers[0]!.email, 'subscription-started');
  expect(started).toHaveLength(1);
  expect(started[0]!.text).toContain('3-day free trial of the Weekly plan has started');
  expect(started[0]!.text).toContain('Nothing is charged before March 4, 2027');
  expect(started[0]!.text).toContain('$19.99 every week until you cancel');
  expect(edge.calls).toHaveLength(0); // a trial charges nothing

  // Day 1: nothing is due yet.
  clock.set(at(1 * DAY_MS));
  await runSchedulers(instances);
  expect(await mailsTo(db, buyers[0]!.email, 'subscription-reminder-1')).toHaveLength(0);

  // Day 2 (a day before the trial ends): the reminder, once, with date, amount and a one-step cancel link.
  clock.set(at(2 * DAY_MS + HOUR_MS));
  await runSchedulers(instances, 3);
  for (const buyer of buyers) {
    const reminders = await mailsTo(db, buyer.email, 'subscription-reminder-1');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toBe('Your free trial ends on March 4, 2027');
    expect(reminders[0]!.text).toContain(
      'will be charged $19.99 on March 4, 2027 and then $19.99 every week',
    );
    expect(reminders[0]!.text).toMatch(
      /Cancel my subscription: http:\/\/localhost:8080\/cancel\/subscription\/web-1\?token=[\w-]{32}/,
    );
  }
  expect(edge.calls).toHaveLength(0);

  // The trial ends: the first renewal, charged once per subscriber.
  clock.set(at(3 * DAY_MS + 60_000));
  await runSchedulers(instances, 3);
  expect(edge.calls).toHaveLength(count);
  for (const buyer of buyers) expect(successesByPeriod(edge, buyer.id)).toEqual({ 1: 1 });
  const active = await db
    .selectFrom('subscriptions')
    .select(['status', 'period'])
    .where(
      'id',
      'in',
      buyers.map((b) => b.id),
    )
    .execute();
  expect(active.every((s) => s.status === 'active' && s.period === 1)).toBe(true);

  // A week later the card is declined: past_due, and no second try before the back-off (1 day).
  edge.decline(count);
  clock.set(at(10 * DAY_MS + 2 * 60_000));
  await runSchedulers(instances, 3);
  expect(edge.calls).toHaveLength(2 * count);
  const pastDue = await db
    .selectFrom('subscriptions')
    .select(['status', 'failed_attempts'])
    .where(
      'id',
      'in',
      buyers.map((b) => b.id),
    )
    .execute();
  expect(pastDue.every((s) => s.status === 'past_due' && s.failed_attempts === 1)).toBe(true);
  clock.advance(23 * HOUR_MS);
  await runSchedulers(instances);
  expect(edge.calls).toHaveLength(2 * count);

  // After the back-off the retry (a new attempt, so a new key) goes through: period 2 paid once.
  clock.advance(2 * HOUR_MS);
  await runSchedulers(instances, 3);
  expect(edge.calls).toHaveLength(3 * count);
  for (const buyer of buyers) expect(successesByPeriod(edge, buyer.id)).toEqual({ 1: 1, 2: 1 });
  const keys = edge.calls.map((c) => c.idempotencyKey);
  expect(new Set(keys).size).toBe(keys.length); // no key was ever sent twice

  // Cancelled by e-mail, without logging in: a code, then 'Cancellation successful'.
  for (const buyer of buyers) {
    const asked = await postJson(`${buyer.url}/pay/unsubscribe/check/email`, {
      email: buyer.email.toUpperCase(),
    });
    expect(asked).toMatchObject({
      status: 200,
      body: { result: 200, data: { sent: true, expiresInSeconds: 1800 } },
    });
    const code = await mailedCode(db, buyer.email);
    const cancelled = await postJson(`${buyer.url}/pay/unsubscribe/cancel`, { email: buyer.email, code });
    expect(cancelled.status).toBe(200);
    const body = unsubscribeCancelResponseSchema.parse(dataOf(cancelled));
    expect(body.message).toBe('Cancellation successful');
    expect(body.subscriptions).toEqual([
      expect.objectContaining({ subscriptionId: buyer.id, status: 'cancelled', nextChargeAt: null }),
    ]);
    const confirmation = await mailsTo(db, buyer.email, 'subscription-cancelled');
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]!.text).toContain('Your Weekly plan is cancelled. Nothing more will be charged.');
  }

  // Weeks pass: no further charge, no further reminder.
  for (let day = 12; day <= 40; day += 2) {
    clock.set(at(day * DAY_MS));
    await runSchedulers(instances, 1);
  }
  expect(edge.calls).toHaveLength(3 * count);
  const open = await db
    .selectFrom('scheduled_jobs')
    .select('id')
    .where('done_at', 'is', null)
    .where(
      'subscription_id',
      'in',
      buyers.map((b) => b.id),
    )
    .execute();
  expect(open).toHaveLength(0);
}

describe.each(databaseTargets())('subscription lifecycle on $name, one instance', (target) => {
  describeFor(target)('', () => {
    const edge = providerEdge();
    const clock = movableClock(START);
    const { exam, order } = examAndOrderUnderTest(target, { providers: edge.providers, now: clock.now });

    test('trial → reminder → renewal charged once → declined, retried after back-off → cancelled → no further charge', async () => {
      const scheduler = createOrderScheduler({
        database: order.database,
        providers: edge.providers,
        now: clock.now,
      });
      await lifecycle(exam.url, [{ url: order.url, db: order.database.db, scheduler }], edge, clock, 1);
    }, 60_000);
  });
});

const postgres = databaseTargets().find((t): t is DatabaseTarget => t.name === 'postgres')!;

describeFor(postgres)('subscription lifecycle on PostgreSQL, TWO order-service instances', () => {
  const exam = examServiceUnderTest(postgres);
  // A slow provider widens every window in which two schedulers could both charge.
  const edge = providerEdge({ delayMs: 15 });
  const clock = movableClock(START);
  const databases: Database<OrderDB>[] = [];
  const servers: RunningServer[] = [];
  const instances: Instance[] = [];

  beforeAll(async () => {
    const first = await createTestDatabase<OrderDB>(postgres, 'order', orderMigrations);
    // The second instance: its own pool on the same database and schema.
    const second = await createDatabase<OrderDB>({
      service: 'order',
      schema: first.schema,
      databaseUrl: postgres.databaseUrl,
    });
    databases.push(second, first);
    for (const database of [first, second]) {
      const deps = { database, providers: edge.providers, now: clock.now };
      const server = await startServer(
        createOrderApp({ ...deps, examSessions: createExamSessionsClient(exam.url) }),
      );
      servers.push(server);
      instances.push({ url: server.url, db: database.db, scheduler: createOrderScheduler(deps) });
    }
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    for (const server of servers) await server.close();
    for (const database of databases) await database.close();
  });

  test('both schedulers run every round; each renewal is charged exactly once at the provider', async () => {
    await lifecycle(exam.url, instances, edge, clock, 6);
    // Per subscription and period: one charge made, whatever the number of instances.
    const perPeriod = new Map<string, number>();
    for (const key of edge.charged.keys()) {
      const period = key.replace(/_a\d+$/, '');
      perPeriod.set(period, (perPeriod.get(period) ?? 0) + 1);
    }
    expect(perPeriod.size).toBe(12);
    expect([...perPeriod.values()].every((n) => n === 1)).toBe(true);
  }, 120_000);
});
