// The setup the order service's endpoint tests share (imported by *.test.ts only), on top of
// order-test-kit.ts: the services started for a database target, replies read, orders seeded.
import { createDatabase, type Database } from '@iq/service-common';
import {
  request,
  serviceUnderTest,
  startServer,
  TEST_DATABASE_URL,
  type DatabaseTarget,
  type ServiceUnderTest,
} from '@iq/service-common/src/testing';
import type { ExamDB } from '@iq/exam-service/src/data-access/schema';
import { createOrderApp, type OrderAppDeps } from '@iq/order-service/src/app';
import { createExamSessionsClient } from '@iq/order-service/src/modules/orders/data-access/exam-sessions';
import { orderMigrations } from '@iq/order-service/src/data-access/migrations';
import type { OrderDB } from '@iq/order-service/src/data-access/schema';
import {
  abnormalSession,
  confirmedSession,
  createOrder,
  examServiceUnderTest,
  orderServiceUnderTest,
  paidOrder,
  type TestPurchase,
} from './order-test-kit';

/** A reply as `request` and `postJson` give it. */
export type Reply = Awaited<ReturnType<typeof request>>;

/** The `data` of a reply's envelope. */
export const dataOf = <T = unknown>(res: { body: unknown }) => (res.body as { data: T }).data;

/** The REAL exam service and an order service talking to it over HTTP, on `target`'s database. */
export function examAndOrderUnderTest(
  target: DatabaseTarget,
  deps: Omit<OrderAppDeps, 'database' | 'examSessions'> = {},
): { exam: ServiceUnderTest<ExamDB>; order: ServiceUnderTest<OrderDB> } {
  const exam = examServiceUnderTest(target);
  return { exam, order: orderServiceUnderTest(target, exam, deps) };
}

/**
 * A second instance of the order service on `order`'s database (its own connection pool on
 * PostgreSQL; the same database object on the embedded one), talking to `exam`: what a load
 * balancer would put beside the first. Started in beforeAll, closed in afterAll; `url()` once up.
 */
export function secondOrderInstance(
  target: DatabaseTarget,
  order: ServiceUnderTest<OrderDB>,
  exam: ServiceUnderTest<ExamDB>,
  deps: Omit<OrderAppDeps, 'database' | 'examSessions'> = {},
): { url: () => string } {
  let running: { server: Awaited<ReturnType<typeof startServer>>; database: Database<OrderDB> } | undefined;
  beforeAll(async () => {
    const database =
      target.name === 'postgres'
        ? await createDatabase<OrderDB>({
            service: 'order',
            schema: order.database.schema,
            databaseUrl: TEST_DATABASE_URL,
          })
        : order.database;
    const server = await startServer(
      createOrderApp({ database, examSessions: createExamSessionsClient(exam.url), ...deps }),
    );
    running = { server, database };
  }, 60_000);
  afterAll(async () => {
    await running?.server.close();
    if (running && running.database !== order.database) await running.database.close();
  });
  return { url: () => running!.server.url };
}

/** The order service alone, for endpoints that never ask the exam service: nothing listens at its address. */
export function orderServiceAlone(target: DatabaseTarget): ServiceUnderTest<OrderDB> {
  return serviceUnderTest<OrderDB>(target, 'order', orderMigrations, (database: Database<OrderDB>) =>
    createOrderApp({ database, examSessions: createExamSessionsClient('http://127.0.0.1:9') }),
  );
}

/** An order for `session`, created but not paid: its order number. */
export async function unpaidOrder(
  orderUrl: string,
  session: string,
  purchase: TestPurchase,
): Promise<string> {
  const created = await createOrder(orderUrl, session, purchase);
  if (created.status !== 200) throw new Error(`create: ${created.text}`);
  return dataOf<{ orderNumber: string }>(created).orderNumber;
}

/**
 * A paid order whose session is abnormal (no score): sold on a scored session (answers drawn
 * from `seed`), then moved onto an abnormal one. Its order number and the abnormal session.
 */
export async function paidAbnormalOrder(
  exam: ServiceUnderTest<ExamDB>,
  order: ServiceUnderTest<OrderDB>,
  purchase: TestPurchase,
  seed: number,
): Promise<{ orderNumber: string; abnormal: string }> {
  const { orderNumber } = await paidOrder(order.url, await confirmedSession(exam.url, 1, seed), purchase);
  const abnormal = await abnormalSession(exam.url);
  await order.database.db
    .updateTable('orders')
    .set({ exam_session_id: abnormal })
    .where('order_number', '=', orderNumber)
    .execute();
  return { orderNumber, abnormal };
}
