// Traces (issue 42), on real processes started as `npm start` starts them (node --import tsx
// <service>/src/main.ts, whose first import starts tracing): the gateway answers a traceparent
// with a traceresponse of the same trace and its log lines carry the ids; on PostgreSQL, a card
// payment sent through the gateway with a traceparent is one trace, exported over OTLP/HTTP to a
// receiver this test runs (the collector is the outside world's), with the gateway's server span,
// the order service's and its pg spans.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { pathToFileURL } from 'node:url';
import { databaseTargets, describeFor, TEST_DATABASE_URL } from '@iq/service-common/src/testing';
import { databaseUrlOn, dropDatabase, ensureDatabase } from '../lib/postgres.mjs';
import { REPO_ROOT } from '../lib/paths.mjs';
import { SERVICE_NODE_FLAGS } from '../lib/stack.mjs';
import {
  confirmedSession,
  createOrder,
  freePortBlock,
  SINGLE_ON_POSTGRES,
  startTopology,
  until,
} from '../faults/fault-kit';

const traceId = () => randomBytes(16).toString('hex');
const traceparentOf = (trace: string, flags = '01') =>
  `00-${trace}-${randomBytes(8).toString('hex')}-${flags}`;
const TRACE_HEADER = /^00-([0-9a-f]{32})-([0-9a-f]{16})-(0[01])$/;

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: OtlpValue }[];
}
interface ReceivedSpan extends OtlpSpan {
  service: string;
  attribute(key: string): string | number | undefined;
}

/** An OTLP/HTTP JSON receiver: POST /v1/traces, every span kept with its resource's service.name. */
async function otlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const valueOf = (value: OtlpValue | undefined) => value?.stringValue ?? value?.intValue;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          resourceSpans?: {
            resource?: { attributes?: { key: string; value: OtlpValue }[] };
            scopeSpans?: { spans?: OtlpSpan[] }[];
          }[];
        };
        for (const { resource, scopeSpans } of body.resourceSpans ?? []) {
          const service = String(valueOf(resource?.attributes?.find((a) => a.key === 'service.name')?.value));
          for (const { spans: scoped } of scopeSpans ?? [])
            for (const span of scoped ?? [])
              spans.push({
                ...span,
                service,
                attribute: (key) => valueOf(span.attributes?.find((a) => a.key === key)?.value),
              });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the gateway process: traceresponse and log lines', () => {
  let gateway: ChildProcess | undefined;
  let receiver: Awaited<ReturnType<typeof otlpReceiver>> | undefined;
  let url = '';
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    receiver = await otlpReceiver();
    // The gateway alone (its services are not there: an API call is a 502, answered and logged).
    const port = await freePortBlock(4);
    const tsx = pathToFileURL(require.resolve('tsx', { paths: [REPO_ROOT] })).href;
    gateway = spawn(
      process.execPath,
      [...SERVICE_NODE_FLAGS, '--import', tsx, path.join(REPO_ROOT, 'services/gateway/src/main.ts')],
      {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'development',
          PORT: String(port),
          EXAM_PORT: String(port + 1),
          ORDER_PORT: String(port + 2),
          USER_PORT: String(port + 3),
          LOG_LEVEL: 'info',
          OTEL_SDK_DISABLED: '',
          OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
          // Only what the test's traceparents say sampled is traced.
          OTEL_TRACES_SAMPLER_ARG: '0',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    readline.createInterface({ input: gateway.stdout! }).on('line', (line) => {
      try {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // not a log line
      }
    });
    url = `http://127.0.0.1:${port}`;
    await until('the gateway listens', () => lines.some((line) => line.msg === 'listening'), 60_000);
  }, 90_000);

  afterAll(async () => {
    gateway?.kill('SIGTERM');
    await receiver?.close();
  });

  test('a request with a traceparent gets a traceresponse of the same trace, naming the gateway’s span', async () => {
    for (const flags of ['01', '00']) {
      const trace = traceId();
      const traceparent = traceparentOf(trace, flags);
      const answer = await fetch(`${url}/api/exam/sku/list`, { headers: { traceparent } });
      await answer.body?.cancel();
      expect(answer.status).toBe(502);
      const [, answeredTrace, span, answeredFlags] =
        TRACE_HEADER.exec(answer.headers.get('traceresponse') ?? '') ?? [];
      // Sampled as the caller said; the span is the gateway's own, not the caller's.
      expect([answeredTrace, answeredFlags]).toEqual([trace, flags]);
      expect(span).toMatch(/^[0-9a-f]{16}$/);
      expect(span).not.toBe(traceparent.split('-')[2]);
    }
  });

  test('every answer has a traceresponse: pages, probes, a new trace without a traceparent', async () => {
    const traces = new Set<string>();
    for (const target of ['/mf/manifest', '/healthz', '/no/such/page', '/api/nothing-here']) {
      const answer = await fetch(`${url}${target}`);
      await answer.body?.cancel();
      const header = answer.headers.get('traceresponse') ?? '';
      expect([target, TRACE_HEADER.test(header)]).toEqual([target, true]);
      traces.add(header.split('-')[1]!);
    }
    expect(traces.size).toBe(4);
  });

  test('log lines written in a request carry its trace_id and span_id', async () => {
    const trace = traceId();
    const answer = await fetch(`${url}/api/pay/pay/order/status`, {
      headers: { traceparent: traceparentOf(trace), logid: `trace-log-${trace}` },
    });
    await answer.body?.cancel();
    const span = answer.headers.get('traceresponse')!.split('-')[2];
    await until(
      'the request’s lines are written',
      () => lines.filter((l) => l.trace_id === trace).length >= 2,
      5000,
    );
    const own = lines.filter((line) => line.logid === `trace-log-${trace}`);
    // The upstream error and the request's own line (the 502).
    expect(own.map((line) => line.msg).sort()).toEqual(['request errored', 'upstream error']);
    for (const line of own) expect([line.trace_id, line.span_id]).toEqual([trace, span]);
    // The gateway's server span was exported under that id.
    await until(
      'the gateway’s span is exported',
      () => receiver!.spans.some((s) => s.spanId === span),
      10_000,
    );
    // Lines outside a request, and of a request not traced, carry none.
    expect(lines.find((line) => line.msg === 'listening')).not.toHaveProperty('trace_id');
    const untraced = await fetch(`${url}/api/pay/pay/order/status`, {
      headers: { logid: `untraced-${trace}` },
    });
    await untraced.body?.cancel();
    await until(
      'the untraced request’s line is written',
      () => lines.some((l) => l.logid === `untraced-${trace}`),
      5000,
    );
    for (const line of lines.filter((l) => l.logid === `untraced-${trace}`))
      expect(line).not.toHaveProperty('trace_id');
  });
});

const SPAN_KIND_SERVER = 2;
const SPAN_KIND_CLIENT = 3;
const postgres = databaseTargets().find((target) => target.name === 'postgres')!;

describeFor(postgres)('one trace across gateway, order service and PostgreSQL (PostgreSQL)', () => {
  const databaseUrl = databaseUrlOn(TEST_DATABASE_URL, `tracing_${Date.now().toString(36)}_${process.pid}`);
  let receiver: Awaited<ReturnType<typeof otlpReceiver>> | undefined;
  let stack: Awaited<ReturnType<typeof startTopology>> | undefined;

  beforeAll(async () => {
    receiver = await otlpReceiver();
    await ensureDatabase(databaseUrl);
    stack = await startTopology(SINGLE_ON_POSTGRES, {
      DATABASE_URL: databaseUrl,
      OTEL_SDK_DISABLED: '',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      // Traces the test did not start (the visitor's test, the order) are not recorded: only the
      // payment, whose traceparent says sampled (parent-based sampling).
      OTEL_TRACES_SAMPLER_ARG: '0',
      OTEL_BSP_SCHEDULE_DELAY: '200',
      // The statements' spans (opt-in: their services then follow traced requests' contexts).
      OTEL_NODE_ENABLED_INSTRUMENTATIONS: 'http,pg,undici',
    });
  }, 150_000);

  afterAll(async () => {
    await stack?.remove();
    await receiver?.close();
    await dropDatabase(databaseUrl);
  }, 60_000);

  test('a card payment with a traceparent: gateway server span → order server span → pg spans, one trace id', async () => {
    const gateway = stack!.url;
    const order = await createOrder(gateway, await confirmedSession(gateway), {
      skuId: 'sku1',
      email: 'trace@example.com',
      payMethod: 'card',
    });
    const page = await fetch(`${gateway}${order.payUrl}`, { headers: { accept: 'text/html' } });
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(await page.text())?.[1];
    expect([page.status, Boolean(key)]).toEqual([200, true]);

    const trace = traceId();
    const paid = await fetch(`${gateway}${order.payUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', traceparent: traceparentOf(trace) },
      body: new URLSearchParams({
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
        name: 'Trace Test',
        idempotencyKey: key!,
      }).toString(),
      redirect: 'manual',
    });
    await paid.body?.cancel();
    expect(paid.status).toBe(303);
    const gatewaySpanId = paid.headers.get('traceresponse')?.split('-')[2];
    expect(paid.headers.get('traceresponse')).toMatch(new RegExp(`^00-${trace}-[0-9a-f]{16}-01$`));

    const ofTrace = () => receiver!.spans.filter((span) => span.traceId === trace);
    const isPg = (span: ReceivedSpan) =>
      (span.attribute('db.system') ?? span.attribute('db.system.name')) === 'postgresql';
    await until(
      'the payment’s spans are exported',
      () => {
        const spans = ofTrace();
        return (
          spans.some((s) => s.service === 'gateway' && s.kind === SPAN_KIND_SERVER) &&
          spans.some((s) => s.service === 'order' && s.kind === SPAN_KIND_SERVER) &&
          spans.some((s) => s.service === 'order' && isPg(s))
        );
      },
      20_000,
      200,
    );
    const spans = ofTrace();
    const gatewayServer = spans.find((s) => s.service === 'gateway' && s.kind === SPAN_KIND_SERVER)!;
    // The traceresponse names the gateway's server span.
    expect(gatewayServer.spanId).toBe(gatewaySpanId);
    // gateway server → gateway client (the forwarded call) → order server → … → pg.
    const forwarded = spans.find((s) => s.service === 'gateway' && s.kind === SPAN_KIND_CLIENT)!;
    expect(forwarded.parentSpanId).toBe(gatewayServer.spanId);
    expect([forwarded.name, forwarded.attribute('http.response.status_code')]).toEqual(['POST order', 303]);
    const orderServer = spans.find((s) => s.service === 'order' && s.kind === SPAN_KIND_SERVER)!;
    expect(orderServer.parentSpanId).toBe(forwarded.spanId);
    // Named by the route template that answered (no express instrumentation needed), never the path.
    const route = orderServer.attribute('http.route');
    expect(route).toMatch(/^\/.*:/);
    expect(orderServer.name).toBe(`POST ${String(route)}`);
    expect(String(route)).not.toContain(order.orderNumber);
    const byId = new Map(spans.map((s) => [s.spanId, s]));
    const ancestors = (span: ReceivedSpan) => {
      const seen: string[] = [];
      for (let at = byId.get(span.parentSpanId ?? ''); at; at = byId.get(at.parentSpanId ?? ''))
        seen.push(at.spanId);
      return seen;
    };
    // The order service's statements, below its server span (the exam and user services it calls
    // in the payment add their own server and pg spans to the trace).
    const pgSpans = spans.filter((s) => s.service === 'order' && isPg(s));
    expect(pgSpans.length).toBeGreaterThan(0);
    for (const pgSpan of pgSpans) expect(ancestors(pgSpan)).toContain(orderServer.spanId);
    // Nothing the test did not trace was recorded (ratio 0): every exported span is this trace's.
    expect(new Set(receiver!.spans.map((s) => s.traceId))).toEqual(new Set([trace]));
  }, 60_000);
});
