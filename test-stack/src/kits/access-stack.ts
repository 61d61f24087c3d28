// The whole site in-process for the access-control sweep (imported by *.test.ts only): the real
// exam, order and user services on the target's databases, the registry on its own, and the
// gateway in front with the abuse limits scaled out of the way. Visitors are made through the
// gateway, as a browser makes them: register, confirm by the mailed link, take a test, buy.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { devMailListSchema, EXAM_SESSION_HEADER, SESSION_COOKIE } from '@iq/contracts';
import { DEV_INTERNAL_TOKEN, hashPassword, type Database, type RunningServer } from '@iq/service-common';
import {
  createTestDatabase,
  postJson,
  request,
  startServer,
  type DatabaseTarget,
} from '@iq/service-common/src/testing';
import { createExamApp } from '@iq/exam-service/src/app';
import { examMigrations } from '@iq/exam-service/src/data-access/migrations';
import type { ExamDB } from '@iq/exam-service/src/data-access/schema';
import { createOrderApp } from '@iq/order-service/src/app';
import { createExamSessionsClient } from '@iq/order-service/src/modules/orders/data-access/exam-sessions';
import { orderMigrations } from '@iq/order-service/src/data-access/migrations';
import type { OrderDB } from '@iq/order-service/src/data-access/schema';
import { confirmedSession, paidOrder } from './order-test-kit';
import { stubReportFiles } from '@iq/order-service/src/testing/stub-report-files';
import { createUserApp } from '@iq/user-service/src/app';
import type { UserConfig } from '@iq/user-service/src/config';
import { userMigrations } from '@iq/user-service/src/data-access/migrations';
import { createOrderMailSender, createOrderService } from '@iq/user-service/src/data-access/order-service';
import type { UserDB } from '@iq/user-service/src/data-access/schema';
import { TEST_PASSWORD_COST } from './user-test-kit';
import { createGatewayApp, type GatewayOptions } from '@iq/gateway/src/app';
import { adminStore } from '@iq/gateway/src/registry/data-access/admin-store';
import { registryMigrations } from '@iq/gateway/src/registry/migrations';
import type { RegistryDB } from '@iq/gateway/src/registry/schema';

export const ADMIN = { email: 'manager@admin.example', password: 'campaign manager pass' };

export interface AccessStack {
  gateway: string;
  order: string;
  close(): Promise<void>;
}

/** Starts every service and the gateway (options merged over the sweep's own). */
export async function startAccessStack(
  target: DatabaseTarget,
  gatewayOptions: Partial<GatewayOptions> = {},
  userConfig?: UserConfig,
): Promise<AccessStack> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'iq-access-'));
  writeFileSync(path.join(tmp, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(path.join(tmp, 'manifest.json'), '{"remotes":{}}');
  const databases: Pick<Database<unknown>, 'close'>[] = [];
  const servers: RunningServer[] = [];
  const examDb = await createTestDatabase<ExamDB>(target, 'exam', examMigrations);
  const orderDb = await createTestDatabase<OrderDB>(target, 'order', orderMigrations);
  const userDb = await createTestDatabase<UserDB>(target, 'user', userMigrations);
  const registryDb = await createTestDatabase<RegistryDB>(target, 'registry', registryMigrations);
  databases.push(examDb, orderDb, userDb, registryDb);
  await adminStore.addAdmin(
    registryDb.db,
    ADMIN.email,
    await hashPassword(ADMIN.password, TEST_PASSWORD_COST),
    'campaign-manager',
    new Date(),
  );
  const exam = await startServer(
    createExamApp({ database: examDb, config: { timeLimitSeconds: 1200, minSecondsPerItem: 0 } }),
  );
  const order = await startServer(
    createOrderApp({
      database: orderDb,
      examSessions: createExamSessionsClient(exam.url),
      reportFiles: stubReportFiles().files,
    }),
  );
  const toOrder = { internalToken: DEV_INTERNAL_TOKEN };
  const user = await startServer(
    createUserApp({
      database: userDb,
      orders: createOrderService(order.url, toOrder),
      mail: createOrderMailSender(order.url, toOrder),
      passwordCost: TEST_PASSWORD_COST,
      config: userConfig,
    }),
  );
  const gateway = await startServer(
    createGatewayApp({
      serviceUrls: { exam: exam.url, order: order.url, user: user.url },
      shellDir: tmp,
      remotesDir: path.join(tmp, 'remotes'),
      manifestFile: path.join(tmp, 'manifest.json'),
      abuse: { factor: 100_000 },
      registry: {
        db: registryDb.db,
        shellShared: () => ({}),
        secureCookies: userConfig?.secureCookies ?? false,
        passwordCost: TEST_PASSWORD_COST,
      },
      ...gatewayOptions,
    }),
  );
  servers.push(gateway, user, order, exam);
  return {
    gateway: gateway.url,
    order: order.url,
    async close() {
      for (const server of servers) await server.close();
      for (const database of databases) await database.close();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

export const dataOf = <T>(res: { body: unknown }): T => (res.body as { data: T }).data;

/** The cookie pair (`name=value`) a reply sets for `name`. */
export function cookiePairOf(headers: Headers, name: string): string {
  const set = headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  if (!set) throw new Error(`no ${name} cookie set`);
  return set.split(';')[0]!;
}

export interface Visitor {
  email: string;
  userId: number;
  /** The session cookie as the browser sends it (`IQ-session=…`). */
  cookie: string;
  /** The Set-Cookie header that signed the visitor in (its flags). */
  setCookie: string;
  examSession: string;
}

/** Registers through the gateway, confirms by the mailed link (which signs in), starts a test. */
export async function newVisitor(
  stack: AccessStack,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<Visitor> {
  const api = `${stack.gateway}/api`;
  const registered = await postJson(
    `${api}/user/register`,
    {
      name: email.split('@')[0],
      email,
      password,
      passwordRepeat: password,
      privacyAgreed: true,
    },
    headers,
  );
  if (registered.status !== 200) throw new Error(`register: ${registered.text}`);
  const outbox = devMailListSchema.parse((await request(`${stack.order}/dev/mail.json`)).body);
  const mail = outbox.find((m) => m.to === email && /confirm=/.test(m.text));
  if (!mail) throw new Error(`no confirm mail for ${email}`);
  const token = decodeURIComponent(/[?&]confirm=([^\s&]+)/.exec(mail.text)![1]!);
  const confirmed = await fetch(`${api}/user/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ token }),
  });
  if (confirmed.status !== 200) throw new Error(`confirm: ${await confirmed.text()}`);
  const cookie = cookiePairOf(confirmed.headers, SESSION_COOKIE);
  const setCookie = confirmed.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
  const me = await request(`${api}/user/get`, { headers: { cookie } });
  const examSession = dataOf<{ sessionId: string }>(
    await postJson(`${api}/exam/session/start`, { examId: 1, code: 'web' }),
  ).sessionId;
  return { email, userId: dataOf<{ userId: number }>(me).userId, cookie, setCookie, examSession };
}

export interface Purchase {
  examSession: string;
  orderNumber: string;
  /** The report's score as its JSON shows it (`"iq":{"locked":false,"score":…,"interval90":{…}`). */
  scoreJson: string;
  shareToken: string;
  /** A ready, signed download link (/api/exam/order/file/…). */
  fileUrl: string;
}

/** A finished IQ test and a paid sku2 order for `email`, its share link and a report download link. */
export async function purchaseFor(stack: AccessStack, email: string): Promise<Purchase> {
  const api = `${stack.gateway}/api`;
  const examSession = await confirmedSession(api);
  const { orderNumber } = await paidOrder(api, examSession, { skuId: 'sku2', email });
  const report = await request(`${api}/exam/order/info/${orderNumber}`);
  const iq = /"iq":\{"locked":false,"score":\d+,[^}]*"interval90":\{[^}]*\}/.exec(report.text)?.[0];
  if (report.status !== 200 || !iq) throw new Error(`report: ${report.text.slice(0, 300)}`);
  const share = await postJson(`${api}/exam/order/info/share`, { orderNumber, parts: ['score', 'band'] });
  if (share.status !== 200) throw new Error(`share: ${share.text}`);
  let file = await postJson(`${api}/exam/order/file/down/info`, { orderNumber, file: 'report' });
  for (let tries = 0; dataOf<{ state: string }>(file)?.state === 'generating' && tries < 50; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    file = await postJson(`${api}/exam/order/file/down/info`, { orderNumber, file: 'report' });
  }
  const fileUrl = dataOf<{ url: string | null }>(file)?.url;
  if (!fileUrl) throw new Error(`file: ${file.text}`);
  return {
    examSession,
    orderNumber,
    scoreJson: iq,
    shareToken: dataOf<{ token: string }>(share).token,
    fileUrl,
  };
}

export const sessionHeader = (session: string) => ({ [EXAM_SESSION_HEADER]: session });
