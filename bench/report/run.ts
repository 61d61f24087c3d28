// bench/report (issue 8): the time to render one 21-page PDF report (goal ≤ 2 s) in the
// renderer's worker thread, and the p99 latency of GET /exam/order/info while PDFs render, next
// to the p99 with nothing rendering. The exam and order services run in this process on PGlite,
// as in the tests, with the renderer's worker pool sized as in production (cores − 1).
// Prints figures against their budgets and never fails on one (CONVENTIONS.md).
// Run: npm run bench:report
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createExamApp } from '../../services/exam/src/app';
import { examMigrations } from '../../services/exam/src/data-access/migrations';
import type { ExamDB } from '../../services/exam/src/data-access/schema';
import { createOrderApp } from '../../services/order/src/app';
import { createExamSessionsClient } from '../../services/order/src/modules/orders/data-access/exam-sessions';
import { orderMigrations } from '../../services/order/src/data-access/migrations';
import type { OrderDB } from '../../services/order/src/data-access/schema';
import { rendererReportFiles } from '../../services/order/src/modules/reports/domain/rendered-report-files';
import { confirmedSession, paidOrder } from '../../test-stack/src/kits/order-test-kit';
import { createTestDatabase, postJson, startServer } from '../../services/common/src/testing';
import { LOCALE_TAGS, type LocaleTag } from '@iq/contracts';
import { createReportRenderer } from '@iq/report-render';
import { sampleReportInput } from '@iq/report-render/testing';

const BUDGET = { renderMs: 2000, infoP99WhileRenderingMs: 250 };
const LOCALES: readonly LocaleTag[] = LOCALE_TAGS;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e6;

async function main() {
  const renderer = createReportRenderer();
  const threads = renderer.stats().threads;
  await renderer.warmUp();

  // 1. One report, straight through the pool (warm threads), per script family.
  const renderTimes: Record<string, number[]> = {};
  for (const locale of ['en-US', 'ja-JP', 'zh-CN', 'ko-KR'] as LocaleTag[]) {
    renderTimes[locale] = [];
    for (let i = 0; i < 3; i++) {
      const started = process.hrtime.bigint();
      const pdf = await renderer.renderReportPdf(
        sampleReportInput({ wrong: (n) => n % (3 + i) === 0 }),
        locale,
      );
      renderTimes[locale].push(ms(started));
      if (pdf.subarray(0, 5).toString() !== '%PDF-') throw new Error('not a PDF');
    }
  }
  const allRenders = Object.values(renderTimes).flat();
  const renderMedian = percentile(allRenders, 50);
  const renderMax = Math.max(...allRenders);

  // 2. order/info latency, idle and while downloads render.
  const target = { name: 'pglite', available: true } as const;
  const examDb = await createTestDatabase<ExamDB>(target, 'exam', examMigrations);
  const exam = await startServer(
    createExamApp({ database: examDb, config: { timeLimitSeconds: 1200, minSecondsPerItem: 0 } }),
  );
  const orderDb = await createTestDatabase<OrderDB>(target, 'order', orderMigrations);
  const order = await startServer(
    createOrderApp({
      database: orderDb,
      examSessions: createExamSessionsClient(exam.url),
      reportFiles: rendererReportFiles(renderer),
      fileWaitMs: 0,
    }),
  );
  const orders: string[] = [];
  for (let i = 0; i < 4; i++) {
    const session = await confirmedSession(exam.url, 1, 100 + i);
    orders.push((await paidOrder(order.url, session, { skuId: 'sku3' })).orderNumber);
  }

  async function infoLatencies(count: number): Promise<number[]> {
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      const started = process.hrtime.bigint();
      const res = await fetch(`${order.url}/exam/order/info/${orders[i % orders.length]}`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`order/info answered ${res.status}`);
      times.push(ms(started));
    }
    return times;
  }

  await infoLatencies(20); // warm-up
  const idle = await infoLatencies(300);

  // Ask for every order's report in every locale: 36 distinct PDFs, rendered one after another by
  // the pool while order/info is measured.
  let rendered = 0;
  let asked = 0;
  const pending = new Set<string>();
  for (const orderNumber of orders) for (const hl of LOCALES) pending.add(JSON.stringify([orderNumber, hl]));
  let stop = false;
  const renderStarted = process.hrtime.bigint();
  const poller = (async () => {
    while (!stop && pending.size) {
      for (const key of [...pending]) {
        const [orderNumber, hl] = JSON.parse(key) as [string, string];
        asked += 1;
        const res = await postJson(`${order.url}/exam/order/file/down/info`, {
          orderNumber,
          file: 'report',
          hl,
        });
        if ((res.body as { data?: { state?: string } }).data?.state === 'ready') {
          pending.delete(key);
          rendered += 1;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  const busy: number[] = [];
  while (pending.size && busy.length < 12_000) busy.push(...(await infoLatencies(25)));
  const renderWallMs = ms(renderStarted);
  stop = true;
  await poller;

  const rows: [string, string, string, boolean | null][] = [
    [
      'render one 21-page PDF, median',
      `${renderMedian.toFixed(0)} ms`,
      `≤ ${BUDGET.renderMs} ms`,
      renderMedian <= BUDGET.renderMs,
    ],
    ['render one 21-page PDF, slowest', `${renderMax.toFixed(0)} ms`, `(goal ${BUDGET.renderMs} ms)`, null],
    ...Object.entries(renderTimes).map(([locale, times]): [string, string, string, null] => [
      `  ${locale}, median of ${times.length}`,
      `${percentile(times, 50).toFixed(0)} ms`,
      '',
      null,
    ]),
    ['order/info p50, idle', `${percentile(idle, 50).toFixed(1)} ms`, '', null],
    ['order/info p99, idle', `${percentile(idle, 99).toFixed(1)} ms`, '', null],
    ['order/info p50, while PDFs render', `${percentile(busy, 50).toFixed(1)} ms`, '', null],
    [
      'order/info p99, while PDFs render',
      `${percentile(busy, 99).toFixed(1)} ms`,
      `≤ ${BUDGET.infoP99WhileRenderingMs} ms`,
      percentile(busy, 99) <= BUDGET.infoP99WhileRenderingMs,
    ],
    [
      `PDFs rendered meanwhile (${asked} asks)`,
      `${rendered} in ${(renderWallMs / 1000).toFixed(1)} s`,
      '',
      null,
    ],
  ];
  console.log(
    `bench/report (react-pdf in ${threads} worker thread(s), ${os.availableParallelism()} cores; node ${process.version})`,
  );
  for (const [name, value, budget, ok] of rows)
    console.log(
      `  ${name.padEnd(40)} ${value.padStart(16)}   ${budget ? `budget ${budget}`.padEnd(18) : ''.padEnd(18)} ${ok === null ? '' : ok ? 'ok' : 'OVER'}`,
    );

  const out = path.join(__dirname, '..', 'results', 'report.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    JSON.stringify(
      {
        threads,
        renderMs: { median: renderMedian, max: renderMax, byLocale: renderTimes },
        infoMs: {
          idle: { p50: percentile(idle, 50), p99: percentile(idle, 99), n: idle.length },
          rendering: { p50: percentile(busy, 50), p99: percentile(busy, 99), n: busy.length },
        },
        rendered,
        budget: BUDGET,
      },
      null,
      2,
    ) + '\n',
  );

  await order.close();
  await exam.close();
  await orderDb.close();
  await examDb.close();
  await renderer.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
