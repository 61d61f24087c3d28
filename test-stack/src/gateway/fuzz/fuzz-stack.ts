// The stack the fuzz suite drives (imported by the test only): the three services on their own
// PGlite databases behind a real gateway, all in this process, as accounts-stack.test.ts starts
// them; limits widened so they do not hide what a request does. And an independent view of the
// data: every table of every service schema, row count and checksum, read with plain SQL.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { DEV_INTERNAL_TOKEN, type Database, type RunningServer } from '@iq/service-common';
import { createTestDatabase, databaseTargets, startServer } from '@iq/service-common/src/testing';
import { createExamApp } from '@iq/exam-service/src/app';
import { examMigrations } from '@iq/exam-service/src/data-access/migrations';
import type { ExamDB } from '@iq/exam-service/src/data-access/schema';
import { createOrderApp } from '@iq/order-service/src/app';
import { createExamSessionsClient } from '@iq/order-service/src/modules/orders/data-access/exam-sessions';
import { orderMigrations } from '@iq/order-service/src/data-access/migrations';
import type { OrderDB } from '@iq/order-service/src/data-access/schema';
import { stubReportFiles } from '@iq/order-service/src/testing/stub-report-files';
import { createUserApp } from '@iq/user-service/src/app';
import { userMigrations } from '@iq/user-service/src/data-access/migrations';
import { createOrderMailSender, createOrderService } from '@iq/user-service/src/data-access/order-service';
import type { UserDB } from '@iq/user-service/src/data-access/schema';
import { ROOMY_THROTTLES, TEST_PASSWORD_COST } from '../../kits/user-test-kit';
import type { Express } from 'express';
import { createGatewayApp } from '@iq/gateway/src/app';

export type ServiceKey = 'exam' | 'order' | 'user';

export interface FuzzStack {
  gatewayUrl: string;
  urls: Record<ServiceKey, string>;
  /** The apps as built (their routers are enumerated for the coverage check). */
  apps: Record<ServiceKey, Express>;
  databases: Record<ServiceKey, Database<unknown>>;
  close(): Promise<void>;
}

/** `<service>.<table>` → `<rows>:<md5 of the sorted row texts>`. */
export type Snapshot = Record<string, string>;

export async function startFuzzStack(): Promise<FuzzStack> {
  const target = databaseTargets()[0]!; // PGlite: always there, and the quickest to start
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'iq-fuzz-'));
  writeFileSync(path.join(tmp, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(path.join(tmp, 'manifest.json'), '{"remotes":{}}');
  const examDb = await createTestDatabase<ExamDB>(target, 'exam', examMigrations);
  const orderDb = await createTestDatabase<OrderDB>(target, 'order', orderMigrations);
  const userDb = await createTestDatabase<UserDB>(target, 'user', userMigrations);
  const examApp = createExamApp({
    database: examDb,
    config: { timeLimitSeconds: 1200, minSecondsPerItem: 0 },
  });
  const exam = await startServer(examApp);
  const orderApp = createOrderApp({
    database: orderDb,
    examSessions: createExamSessionsClient(exam.url),
    reportFiles: stubReportFiles().files, // the PDF renderer is the edge: a stand-in answers
    verifyRateLimit: { limit: 1_000_000, windowMs: 60_000 },
  });
  const order = await startServer(orderApp);
  const toOrder = { internalToken: DEV_INTERNAL_TOKEN };
  const userApp = createUserApp({
    database: userDb,
    orders: createOrderService(order.url, toOrder),
    mail: createOrderMailSender(order.url, toOrder),
    throttles: ROOMY_THROTTLES,
    passwordCost: TEST_PASSWORD_COST,
  });
  const user = await startServer(userApp);
  const gateway: RunningServer = await startServer(
    createGatewayApp({
      serviceUrls: { exam: exam.url, order: order.url, user: user.url },
      shellDir: tmp,
      remotesDir: path.join(tmp, 'remotes'),
      manifestFile: path.join(tmp, 'manifest.json'),
      abuse: { factor: 1000 }, // RATE_LIMIT_FACTOR=1000, as the load bench
    }),
  );
  return {
    gatewayUrl: gateway.url,
    urls: { exam: exam.url, order: order.url, user: user.url },
    apps: { exam: examApp, order: orderApp, user: userApp },
    databases: { exam: examDb, order: orderDb, user: userDb } as Record<ServiceKey, Database<unknown>>,
    async close() {
      for (const server of [gateway, user, order, exam]) await server.close();
      for (const database of [examDb, orderDb, userDb]) await database.close();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

const tableCache = new WeakMap<object, string[]>();

async function tablesOf(db: Kysely<unknown>, schema: string): Promise<string[]> {
  const cached = tableCache.get(db);
  if (cached) return cached;
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = ${schema} and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const tables = rows.map((row) => row.table_name);
  tableCache.set(db, tables);
  return tables;
}

/**
 * Row count and checksum of every table of every service schema (migration tables included), in
 * one query per database: md5 over the sorted md5s of each row's text form, so any change of any
 * column of any row shows, whatever the service's own code thinks it wrote.
 */
export async function snapshot(stack: FuzzStack): Promise<Snapshot> {
  const result: Snapshot = {};
  for (const service of ['exam', 'order', 'user'] as const) {
    const { db, schema } = stack.databases[service];
    const tables = await tablesOf(db as Kysely<unknown>, schema);
    const parts = tables.map(
      (table) =>
        sql`select ${table} as t, count(*)::int as n,
              coalesce(md5(string_agg(md5(x::text), '' order by md5(x::text))), '') as h
            from ${sql.id(schema, table)} x`,
    );
    const { rows } = await sql<{
      t: string;
      n: number;
      h: string;
    }>`${sql.join(parts, sql` union all `)}`.execute(db as Kysely<unknown>);
    for (const row of rows) result[`${service}.${row.t}`] = `${row.n}:${row.h}`;
  }
  return result;
}

/** The tables whose count or checksum differ, minus those `allowed` to change. */
export function changedTables(before: Snapshot, after: Snapshot, allowed: readonly string[] = []): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name] && !allowed.includes(name)).sort();
}
