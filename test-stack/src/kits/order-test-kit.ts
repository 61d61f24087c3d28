// What the order service's tests share (imported by *.test.ts only): the REAL exam service on
// the same database target, sessions taken through it to a scored result, and table dumps.
import { sql, type Kysely } from 'kysely';
import type { Express } from 'express';
import {
  EXAM_SESSION_HEADER,
  QUESTIONNAIRE_PATHS,
  questionListSchema,
  questionnaireViewSchema,
  type QuestionList,
} from '@iq/contracts';
import type { Database } from '@iq/service-common';
import {
  postForm,
  postJson,
  request,
  serviceUnderTest,
  type DatabaseTarget,
  type ServiceUnderTest,
} from '@iq/service-common/src/testing';
import { createExamApp } from '@iq/exam-service/src/app';
import { examMigrations } from '@iq/exam-service/src/data-access/migrations';
import type { ExamDB } from '@iq/exam-service/src/data-access/schema';
import { createOrderApp, type OrderAppDeps } from '@iq/order-service/src/app';
import { createExamSessionsClient } from '@iq/order-service/src/modules/orders/data-access/exam-sessions';
import { orderMigrations } from '@iq/order-service/src/data-access/migrations';
import type { OrderDB } from '@iq/order-service/src/data-access/schema';

/** The exam service as it runs, on the target's database; answers count however fast they come. */
export function examServiceUnderTest(target: DatabaseTarget): ServiceUnderTest<ExamDB> {
  return serviceUnderTest<ExamDB>(target, 'exam', examMigrations, (database) =>
    createExamApp({ database, config: { timeLimitSeconds: 1200, minSecondsPerItem: 0 } }),
  );
}

/** The order service talking to `exam` over HTTP. */
export function orderServiceUnderTest(
  target: DatabaseTarget,
  exam: ServiceUnderTest<ExamDB>,
  deps: Omit<OrderAppDeps, 'database' | 'examSessions'> = {},
  wrap: (app: Express) => Express = (app) => app,
): ServiceUnderTest<OrderDB> {
  return serviceUnderTest<OrderDB>(target, 'order', orderMigrations, (database: Database<OrderDB>) =>
    wrap(createOrderApp({ database, examSessions: createExamSessionsClient(exam.url), ...deps })),
  );
}

const dataOf = <T>(res: { body: unknown }) => (res.body as { data: T }).data;

/** A started exam session (not confirmed). */
export async function startSession(examUrl: string, examId = 1): Promise<string> {
  const res = await postJson(`${examUrl}/exam/session/start`, { examId, code: 'web' });
  if (res.status !== 200) throw new Error(`session start failed: ${res.text}`);
  return dataOf<{ sessionId: string }>(res).sessionId;
}

/**
 * Answers every item with options drawn from a fixed-seed sequence (a plausible, non-periodic
 * sheet) and confirms: what a visitor does before buying. Returns the session id.
 */
export async function confirmedSession(examUrl: string, examId = 1, seed = 7): Promise<string> {
  const session = await startSession(examUrl, examId);
  const headers = { [EXAM_SESSION_HEADER]: session };
  const list = await request(`${examUrl}/exam/question/list/${examId}/en`, { headers });
  const { questions }: QuestionList = questionListSchema.parse(dataOf(list));
  let state = seed;
  for (const question of questions) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const option = question.options[Math.floor((state / 2147483648) * question.options.length)]!;
    const saved = await postJson(
      `${examUrl}/exam/session/answer`,
      { questionId: question.id, optionId: option.id },
      headers,
    );
    if (saved.status !== 200) throw new Error(`answer failed: ${saved.text}`);
  }
  const confirmed = await postJson(`${examUrl}/exam/session/confirm`, {}, headers);
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${confirmed.text}`);
  return session;
}

/** A confirmed questionnaire session (exams 3–4: no form), every item answered in the middle. */
export async function confirmedQuestionnaire(examUrl: string, examId: 3 | 4): Promise<string> {
  const session = await startSession(examUrl, examId);
  const headers = { [EXAM_SESSION_HEADER]: session };
  const view = await request(`${examUrl}${QUESTIONNAIRE_PATHS.questionnaire(examId, 'en')}`, { headers });
  const { parts } = questionnaireViewSchema.parse(dataOf(view));
  for (const item of parts.flatMap((part) => part.items)) {
    const saved = await postJson(
      `${examUrl}${QUESTIONNAIRE_PATHS.answer}`,
      { itemId: item.id, value: 3 },
      headers,
    );
    if (saved.status !== 200) throw new Error(`answer failed: ${saved.text}`);
  }
  const confirmed = await postJson(`${examUrl}${QUESTIONNAIRE_PATHS.confirm}`, {}, headers);
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${confirmed.text}`);
  return session;
}

/** The tables of the service's schema. */
async function tableNames<DB>(db: Kysely<DB>): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return rows.map((r) => r.table_name);
}

/** Row counts of every table ("nothing changed"). */
export async function countRows(db: Kysely<OrderDB>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tableNames(db)) {
    const result = await sql<{ n: number }>`select count(*)::int as n from ${sql.id(table)}`.execute(db);
    counts[table] = result.rows[0]?.n ?? 0;
  }
  return counts;
}

/** Every row of every table as text ("no card number anywhere"). */
export async function dumpAllRows<DB>(db: Kysely<DB>): Promise<string> {
  let dump = '';
  for (const table of await tableNames(db)) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.id(table)}`.execute(db);
    dump += `${table}\n${JSON.stringify(result.rows)}\n`;
  }
  return dump;
}

/** A public path (what the browser gets: /api/pay/…) as the service itself serves it. */
export function servicePath(publicPath: string): string {
  return publicPath.replace(/^\/api(?=\/)/, '');
}

/** The hidden idempotency key of a rendered card form. */
export function formKeyOf(html: string): string {
  const match = /name="idempotencyKey" value="([^"]+)"/.exec(html);
  if (!match) throw new Error('no idempotency key in the form');
  return match[1]!;
}

/** The service test kit's form POST (once, in @iq/service-common/src/testing). */
export { postForm };

/** A GET that does not follow redirects. */
export async function getPage(url: string) {
  const response = await fetch(url, { redirect: 'manual', headers: { accept: 'text/html' } });
  return {
    status: response.status,
    location: response.headers.get('location'),
    headers: response.headers,
    text: await response.text(),
  };
}

let purchaseKeys = 0;
/** A fresh idempotency key for a test purchase. */
export const purchaseKey = (): string => `kit-${Date.now().toString(36)}-${(purchaseKeys += 1)}`;

export interface TestPurchase {
  skuId: string;
  payMethod?: 'card' | 'paypal';
  email?: string;
  country?: string;
  upgradeFrom?: string;
  birthYear?: number;
  amountMinor?: number;
  currency?: string;
}

/** Creates an order for `session` by card (no payment yet); the reply as it came. */
export function createOrder(orderUrl: string, session: string, purchase: TestPurchase, hl = 'en') {
  return postJson(
    `${orderUrl}/pay/pay/order/create`,
    { email: 'buyer@example.com', payMethod: 'card', country: 'US', ...purchase },
    { 'Idempotency-Key': purchaseKey(), 'Exam-Session': session, hl },
  );
}

/** Pays an order's card page with the test card that succeeds. */
export async function payByCard(orderUrl: string, payUrl: string): Promise<void> {
  const url = `${orderUrl}${servicePath(payUrl)}`;
  const page = await getPage(url);
  if (page.status !== 200) throw new Error(`card page: ${page.status}`);
  const paid = await postForm(url, {
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/34',
    cvc: '123',
    name: 'Test Buyer',
    idempotencyKey: formKeyOf(page.text),
  });
  if (paid.status !== 303) throw new Error(`card submit: ${paid.status} ${paid.text}`);
}

/** An order for `session`, paid by card; its order number and the amount charged. */
export async function paidOrder(
  orderUrl: string,
  session: string,
  purchase: TestPurchase,
  hl = 'en',
): Promise<{ orderNumber: string; amountMinor: number; currency: string }> {
  const created = await createOrder(orderUrl, session, purchase, hl);
  if (created.status !== 200) throw new Error(`create: ${created.text}`);
  const { orderNumber, payUrl, amountMinor, currency } = dataOf<{
    orderNumber: string;
    payUrl: string;
    amountMinor: number;
    currency: string;
  }>(created);
  await payByCard(orderUrl, payUrl);
  return { orderNumber, amountMinor, currency };
}

/** A confirmed session the exam service finds abnormal: the first option everywhere. */
export async function abnormalSession(examUrl: string): Promise<string> {
  const session = await startSession(examUrl);
  const headers = { [EXAM_SESSION_HEADER]: session };
  const list = await request(`${examUrl}/exam/question/list/1/en`, { headers });
  for (const question of questionListSchema.parse(dataOf(list)).questions)
    await postJson(
      `${examUrl}/exam/session/answer`,
      { questionId: question.id, optionId: question.options[0]!.id },
      headers,
    );
  const confirmed = await postJson(`${examUrl}/exam/session/confirm`, {}, headers);
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${confirmed.text}`);
  return session;
}
