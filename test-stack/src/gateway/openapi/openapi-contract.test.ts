// The OpenAPI description (issue 42) against the composed stack: the real gateway in front of the
// real exam, order and user services on PGlite (the fuzz suite's stack). It is served and valid;
// it lists exactly the routes the services' Express routers register under the gateway's /api
// prefixes (walked from the apps, not a kept list); and requests built from it agree with the
// routes' validation: each operation's example and property-based variants that the document
// accepts (checked with Ajv against the document itself) are never refused for their shape, and
// variants it refuses (a wrong type, a missing required field) get a 400 envelope — 400 or 404
// for a path or query parameter, where a malformed id answers like an unknown one. Every answer
// must have a status the document lists for the call and match the schema given for it.
import fc from 'fast-check';
import { devMailListSchema, EXAM_SESSION_HEADER, SESSION_COOKIE } from '@iq/contracts';
import { DATABASE_SETUP_TIMEOUT, postJson, request } from '@iq/service-common/src/testing';
import { serviceForApiPath } from '@iq/gateway/src/domain/api-routes';
import { buildOpenApiDocument } from '@iq/gateway/src/domain/openapi/openapi-document';
import { confirmedSession, paidOrder } from '../../kits/order-test-kit';
import { startFuzzStack, type FuzzStack } from '../fuzz/fuzz-stack';
import {
  expressPath,
  operationsOf,
  routesOf,
  schemaChecker,
  validateOpenApi,
  type DocumentedOperation,
  type Json,
  type Parameter,
} from './openapi-kit';

const SEED = Number(process.env.OPENAPI_SEED ?? 20261130);
const PASSWORD = 'correct horse battery'; // the examples' password (user-operations.ts)

interface Fixtures {
  /** An IQ session whose list was served, not confirmed; its first question and option. */
  iqOpen: string;
  question: { questionId: string; optionId: string };
  iqConfirmed: string;
  eq: string;
  personality: string;
  paidOrder: string;
  /** `IQ-session=…` of a confirmed account whose password is PASSWORD. */
  cookie: string;
}

/** Which session a call's Exam-Session header carries (the confirmed IQ one otherwise). */
const SESSION_OF: Record<string, (f: Fixtures) => string> = {
  'GET /exam/question/list/{examId}/{hl}': (f) => f.iqOpen,
  'GET /exam/question/questionnaire/{examId}/{hl}': (f) => f.eq,
  'GET /exam/session/result': (f) => f.eq,
  'POST /exam/session/answer': (f) => f.iqOpen,
  'POST /exam/session/profile': (f) => f.personality,
  'POST /exam/session/confirm': (f) => f.iqOpen,
  'POST /exam/order/info/free': (f) => f.eq,
};
/** Values a valid request needs from the fixtures, by call (ids that must exist in the session). */
const KNOWN_BODY: Record<string, (f: Fixtures) => Json> = {
  'POST /exam/session/answer': (f) => f.question,
};
/** Ids that exist, by name, in place of the examples' (so answers carry data to check). */
const KNOWN_IDS: Record<string, (f: Fixtures) => string> = {
  orderNumber: (f) => f.paidOrder,
  examOrderNumber: (f) => f.paidOrder,
};
/** Calls that end the fixture account's session: their valid requests go last, in this order. */
const SPENDS_THE_ACCOUNT = ['POST /user/password/update', 'POST /user/logout'];
/**
 * Refusals of a request the document accepts that name a field although no contract can say them
 * (a rule on today's date, on what exists): a domain rule, not a shape the document got wrong.
 */
const DOMAIN_REFUSALS: Record<string, RegExp> = {
  'POST /pay/pay/order/create': /^birthYear: must be 5 to 120 years ago$/,
};

async function setUpFixtures(stack: FuzzStack, api: string): Promise<Fixtures> {
  const start = async (examId: number) => {
    const res = await postJson(`${api}/exam/session/start`, { examId, code: 'web' });
    if (res.status !== 200) throw new Error(`start ${examId}: ${res.text}`);
    return (res.body as { data: { sessionId: string } }).data.sessionId;
  };
  const iqOpen = await start(1);
  const list = await request(`${api}/exam/question/list/1/en`, {
    headers: { [EXAM_SESSION_HEADER]: iqOpen },
  });
  const first = (list.body as { data: { questions: { id: string; options: { id: string }[] }[] } }).data
    .questions[0]!;
  const eq = await start(3);
  await request(`${api}/exam/question/questionnaire/3/en`, { headers: { [EXAM_SESSION_HEADER]: eq } });
  const iqConfirmed = await confirmedSession(api);
  const paid = await paidOrder(api, iqConfirmed, { skuId: 'sku4', email: 'buyer@example.com' });

  const email = 'openapi.account@example.com';
  const registered = await postJson(`${api}/user/register`, {
    name: 'Ada',
    email,
    password: PASSWORD,
    passwordRepeat: PASSWORD,
    privacyAgreed: true,
  });
  if (registered.status !== 200) throw new Error(`register: ${registered.text}`);
  const mails = devMailListSchema.parse((await request(`${stack.urls.order}/dev/mail.json`)).body);
  const token = decodeURIComponent(
    /[?&]confirm=([^\s&]+)/.exec(mails.find((m) => m.to === email)!.text)![1]!,
  );
  const confirmed = await fetch(`${api}/user/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  const cookie = confirmed.headers.getSetCookie()[0]!.split(';')[0]!;
  if (!cookie.startsWith(`${SESSION_COOKIE}=`)) throw new Error(`confirm: ${confirmed.status}`);
  return {
    iqOpen,
    question: { questionId: first.id, optionId: first.options[0]!.id },
    iqConfirmed,
    eq,
    personality: await start(2),
    paidOrder: paid.orderNumber,
    cookie,
  };
}

// ---- requests from the document

type Kind = 'valid' | 'broken';
interface Probe {
  kind: Kind;
  /** What was varied, for the failure's line. */
  what: string;
  /**
   * What is broken: a body's shape (a wrong type, a missing required field) must get 400; a value
   * off its pattern, or any parameter, 400 or 404 (a malformed id answers as an unknown one).
   */
  part: 'shape' | 'value' | 'none';
  params: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
}

const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
const WRONG_TYPED: unknown[] = [12345, 'not-a-number', true, [], { nested: 1 }, null];

/** An object schema's properties (the parts of a JSON Schema the variants vary). */
interface ObjectSchema {
  properties?: Record<string, Json & { enum?: unknown[]; pattern?: string; type?: unknown }>;
  required?: string[];
}

/** A few values of one property the schema accepts: enum members, a flipped boolean, pattern samples, bounds. */
function acceptedValues(
  schema: Json & { enum?: unknown[]; pattern?: string },
  current: unknown,
  seed: number,
): unknown[] {
  const values: unknown[] = [];
  if (schema.enum) values.push(...schema.enum.filter((v) => v !== current).slice(0, 3));
  if (schema.const !== undefined) values.push(schema.const);
  const types = ([] as unknown[]).concat(schema.type ?? []);
  if (types.includes('boolean')) values.push(current !== true);
  if (typeof schema.pattern === 'string')
    values.push(...fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { seed, numRuns: 2 }));
  if (types.includes('integer') || types.includes('number'))
    for (const bound of ['minimum', 'maximum'] as const)
      if (typeof schema[bound] === 'number') values.push(schema[bound]);
  if (types.includes('null')) values.push(null);
  return values;
}

/**
 * Variants of an object (a body, the query, the path): the document accepts the `valid` ones and
 * refuses the `broken` ones — each checked against `schema` with Ajv, so the document decides.
 */
function variants(
  base: Json,
  schema: ObjectSchema,
  accepts: (value: Json) => boolean,
  seed: number,
  options: { wrongTypes: boolean },
): { valid: [string, Json][]; broken: [string, Json][]; offPattern: [string, Json][] } {
  const valid: [string, Json][] = [];
  const broken: [string, Json][] = [];
  const offPattern: [string, Json][] = [];
  const add = (list: [string, Json][], what: string, value: Json, wanted: boolean) => {
    if (accepts(value) === wanted && !list.some(([, v]) => JSON.stringify(v) === JSON.stringify(value)))
      list.push([what, value]);
  };
  const required = new Set(schema.required ?? []);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const { [name]: current, ...without } = base;
    if (name in base) {
      if (!required.has(name)) add(valid, `without ${name}`, without, true);
      else add(broken, `without ${name}`, without, false);
      if (options.wrongTypes) {
        const wrong = WRONG_TYPED.find(
          (v) => typeOf(v) !== typeOf(current) && !accepts({ ...base, [name]: v }),
        );
        if (wrong !== undefined) add(broken, `${name}: ${typeOf(wrong)}`, { ...base, [name]: wrong }, false);
      }
    }
    for (const value of acceptedValues(property, current, seed))
      add(valid, `${name} = ${JSON.stringify(value)}`, { ...base, [name]: value }, true);
    if (typeof property.pattern === 'string' && name in base)
      add(offPattern, `${name} off its pattern`, { ...base, [name]: `${String(current)}!\u00a7` }, false);
  }
  if (options.wrongTypes) add(broken, 'an array for the object', [] as unknown as Json, false);
  return { valid, broken, offPattern };
}

/** The parameters of `where` as an object schema, with their examples as the base. */
function parameterObject(parameters: Parameter[], where: 'path' | 'query', fixtures: Fixtures) {
  const mine = parameters.filter((p) => p.in === where);
  const schema: ObjectSchema = {
    properties: Object.fromEntries(mine.map((p) => [p.name, p.schema as Json])),
    required: mine.filter((p) => p.required).map((p) => p.name),
  };
  const base = Object.fromEntries(
    mine
      .filter((p) => p.example !== undefined)
      .map((p) => [p.name, KNOWN_IDS[p.name]?.(fixtures) ?? String(p.example)]),
  ) as Record<string, string>;
  return { schema: { type: 'object', ...schema } as Json & ObjectSchema, base };
}

function probesOf(
  op: DocumentedOperation,
  check: ReturnType<typeof schemaChecker>,
  fixtures: Fixtures,
  seed: number,
): Probe[] {
  const k = `${op.method.toUpperCase()} ${op.path}`;
  const parameters = op.operation.parameters ?? [];
  const path = parameterObject(parameters, 'path', fixtures);
  const query = parameterObject(parameters, 'query', fixtures);
  const [bodyType, media] = Object.entries(op.operation.requestBody?.content ?? {})[0] ?? [];
  const example = media?.example as Json | undefined;
  const body =
    example !== undefined && typeOf(example) === 'object'
      ? {
          ...example,
          ...Object.fromEntries(
            Object.entries(KNOWN_IDS)
              .filter(([name]) => name in example)
              .map(([name, value]) => [name, value(fixtures)]),
          ),
          ...KNOWN_BODY[k]?.(fixtures),
        }
      : example;
  const probes: Probe[] = [
    { kind: 'valid', what: 'the example', part: 'none', params: path.base, query: query.base, body },
  ];
  const asStrings = (value: Json) =>
    Object.fromEntries(Object.entries(value).map(([name, v]) => [name, v === null ? '' : String(v)]));
  const forParameters = (where: 'path' | 'query') => {
    const { schema, base } = where === 'path' ? path : query;
    // Path and query values travel as text: only enum members, patterns and presence vary.
    const accepts = (value: Json) => check(schema)(asStrings(value));
    const found = variants(base, schema, accepts, seed, { wrongTypes: false });
    const lists = [
      ['valid', found.valid],
      ['broken', [...found.broken, ...found.offPattern]],
    ] as const;
    for (const [kind, list] of lists)
      for (const [what, value] of list) {
        if (where === 'path' && Object.keys(value).length < Object.keys(base).length) continue; // another route
        probes.push({
          kind,
          what: `${where} ${what}`,
          part: kind === 'broken' ? 'value' : 'none',
          params: where === 'path' ? asStrings(value) : path.base,
          query: where === 'query' ? asStrings(value) : query.base,
          body,
        });
      }
  };
  forParameters('path');
  forParameters('query');
  const bodySchema = media?.schema as (Json & ObjectSchema) | undefined;
  const json = bodyType === 'application/json' || bodyType === 'text/plain';
  if (json && bodySchema && typeOf(body) === 'object') {
    const found = variants(body as Json, bodySchema, (value) => check(bodySchema)(value), seed, {
      wrongTypes: true,
    });
    const lists = [
      ['valid', 'none', found.valid],
      ['broken', 'shape', found.broken],
      ['broken', 'value', found.offPattern],
    ] as const;
    for (const [kind, part, list] of lists)
      for (const [what, value] of list)
        probes.push({ kind, what: `body ${what}`, part, params: path.base, query: query.base, body: value });
  }
  return probes;
}

interface Answer {
  status: number;
  type: string;
  text: string;
  body: unknown;
}

async function send(api: string, op: DocumentedOperation, probe: Probe, fixtures: Fixtures): Promise<Answer> {
  const k = `${op.method.toUpperCase()} ${op.path}`;
  const target =
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(probe.params[name] ?? '')) +
    (Object.keys(probe.query).length ? `?${new URLSearchParams(probe.query)}` : '');
  const headers: Record<string, string> = {};
  for (const parameter of op.operation.parameters ?? []) {
    if (parameter.in !== 'header') continue;
    if (parameter.name === EXAM_SESSION_HEADER)
      headers[parameter.name] = (SESSION_OF[k] ?? ((f) => f.iqConfirmed))(fixtures);
    else if (parameter.name === 'Idempotency-Key')
      headers[parameter.name] = `openapi-${Math.random().toString(36).slice(2)}`;
  }
  if (op.operation.security?.some((s) => 'session' in s)) headers.cookie = fixtures.cookie;
  const [bodyType] = Object.keys(op.operation.requestBody?.content ?? {});
  let body: string | undefined;
  if (bodyType) {
    headers['content-type'] = bodyType;
    body =
      bodyType === 'application/x-www-form-urlencoded'
        ? ''
        : probe.body === undefined
          ? undefined
          : JSON.stringify(probe.body);
  }
  const response = await fetch(`${api}${target}`, {
    method: op.method.toUpperCase(),
    headers,
    body,
    redirect: 'manual',
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, type: response.headers.get('content-type') ?? '', text, body: parsed };
}

/** "email: …; hl: …" names fields of the request: the refusal of its shape (services/common validate). */
function refusedFields(message: string): string[] {
  return message
    .split('; ')
    .flatMap((part) => /^([A-Za-z0-9_-]+)(?:\.[A-Za-z0-9_-]+)*: /.exec(part)?.[1] ?? []);
}

/** What is wrong with an answer to a probe, by the document, or null. */
function problemOf(
  op: DocumentedOperation,
  probe: Probe,
  answer: Answer,
  check: ReturnType<typeof schemaChecker>,
): string | null {
  const k = `${op.method.toUpperCase()} ${op.path}`;
  const responses = op.operation.responses;
  const documented = responses[String(answer.status)] ?? responses[`${String(answer.status)[0]}XX`];
  if (answer.status >= 500) return `HTTP ${answer.status}: ${answer.text.slice(0, 160)}`;
  if (answer.status >= 300 && answer.status < 400) {
    if (!op.operation.responses['200']?.content?.['text/html']) return `HTTP ${answer.status}, not a page`;
  } else if (!documented) return `HTTP ${answer.status} is not documented: ${answer.text.slice(0, 160)}`;
  else {
    const [type, media] =
      Object.entries(documented.content ?? {}).find(([t]) => answer.type.startsWith(t)) ?? [];
    if (!type)
      return `HTTP ${answer.status} answered ${answer.type}, documented ${Object.keys(documented.content ?? {})}`;
    if (type === 'application/json' && media && !check(media.schema)(answer.body))
      return `HTTP ${answer.status} does not match its schema: ${JSON.stringify(check(media.schema).errors?.slice(0, 2))} ${answer.text.slice(0, 200)}`;
  }
  const message = (answer.body as { message?: unknown } | undefined)?.message;
  if (probe.kind === 'broken') {
    const wanted = probe.part === 'shape' ? [400] : [400, 404];
    if (!wanted.includes(answer.status))
      return `broken (${probe.what}) answered ${answer.status}: ${answer.text.slice(0, 160)}`;
    if (typeof message !== 'string') return `broken (${probe.what}): not the envelope`;
    return null;
  }
  if (answer.status === 400 && typeof message === 'string') {
    const parameters = (op.operation.parameters ?? []).map((p) => p.name);
    const properties = Object.values(op.operation.requestBody?.content ?? {}).flatMap((m) =>
      Object.keys((m.schema as ObjectSchema).properties ?? {}),
    );
    const fields = new Set(['body', 'query', ...parameters, ...properties]);
    const shape = refusedFields(message).filter((field) => fields.has(field));
    if (shape.length && !DOMAIN_REFUSALS[k]?.test(message))
      return `valid by the document (${probe.what}) but refused for its shape: ${message}`;
  }
  return null;
}

describe('the OpenAPI description against the composed stack (issue 42)', () => {
  let stack: FuzzStack;
  let api: string;
  let served: { status: number; headers: Headers; body: unknown; text: string };
  let document: Json;
  let fixtures: Fixtures;

  beforeAll(async () => {
    stack = await startFuzzStack();
    api = `${stack.gatewayUrl}/api`;
    served = await request(`${api}/openapi.json`);
    document = served.body as Json;
    fixtures = await setUpFixtures(stack, api);
  }, DATABASE_SETUP_TIMEOUT + 60_000);

  afterAll(async () => {
    await stack?.close();
  });

  test('GET /api/openapi.json: the generated document, valid OpenAPI 3.1, cacheable (ETag and 304, a short max-age, compressed)', async () => {
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^application\/json/);
    expect(document).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
    expect(validateOpenApi(document)).toEqual({ valid: true });
    const etag = served.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{20,}"$/);
    expect(served.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const again = await fetch(`${api}/openapi.json`, { headers: { 'if-none-match': etag } });
    expect([again.status, await again.text()]).toEqual([304, '']);
    const compressed = await fetch(`${api}/openapi.json`, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(await compressed.json()).toEqual(document);
    const post = await request(`${api}/openapi.json`, { method: 'POST' });
    expect([post.status, post.headers.get('allow'), (post.body as { result: number }).result]).toEqual([
      405,
      'GET, HEAD',
      405,
    ]);
  }, 60_000);

  test('GET /api/docs: the viewer from this origin, its scripts files (no inline script), under the site CSP', async () => {
    const page = await request(`${api}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = page.headers.get('content-security-policy')!;
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!;
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toMatch(/https?:/);
    const scripts = [...page.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/api\/docs\/[^"]+"/);
      expect(content!.trim()).toBe('');
    }
    expect(page.text).not.toMatch(/\son[a-z]+=|<style\b|\sstyle=/i);
    const files = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(files.every((file) => file.startsWith('/api/docs/'))).toBe(true);
    for (const file of files) {
      const asset = await fetch(`${stack.gatewayUrl}${file}`);
      expect([file, asset.status]).toEqual([file, 200]);
      expect(asset.headers.get('etag')).toBeTruthy();
      expect(asset.headers.get('content-type')).toMatch(/javascript|css|png/);
      await asset.arrayBuffer();
    }
    const init = await (await fetch(`${api}/docs/docs-page.js`)).text();
    expect(init).toContain("url: '/api/openapi.json'");
    expect((await fetch(`${api}/docs/nothing.js`)).status).toBe(404);
  });

  test('lists exactly the routes the services register under the /api prefixes, each with the service the gateway sends it to', async () => {
    const documented = new Map(
      operationsOf(document).map((op) => [
        `${op.operation.tags![0]} ${op.method.toUpperCase()} ${expressPath(op.path)}`,
        op,
      ]),
    );
    const routed = new Set<string>();
    const unreachable: string[] = [];
    for (const service of ['exam', 'order', 'user'] as const)
      for (const route of routesOf(stack.apps[service])) {
        const goesTo = serviceForApiPath(route.path);
        if (goesTo === service) routed.add(`${service} ${route.method} ${route.path}`);
        else if (goesTo) unreachable.push(`${service} ${route.method} ${route.path} (sent to ${goesTo})`);
      }
    const serviceCalls = [...documented.keys()].filter((key) => !key.startsWith('gateway '));
    const missing = [...routed].filter((key) => !documented.has(key));
    const notRouted = serviceCalls.filter((key) => !routed.has(key));
    // The gateway's own calls: never proxied, and answered (not the 404 of an unknown path).
    const gatewayOwn: string[] = [];
    for (const [key, op] of documented)
      if (key.startsWith('gateway ')) {
        const answer = await fetch(`${api}${op.path}`, {
          method: op.method.toUpperCase(),
          body: op.method === 'post' ? '{}' : undefined,
          headers: { 'content-type': 'application/json' },
        });
        if (serviceForApiPath(op.path) !== null || answer.status === 404)
          gatewayOwn.push(`${key} → ${answer.status}`);
      }
    console.info(
      `openapi: ${routed.size} routed service calls, ${serviceCalls.length} documented, ${documented.size - serviceCalls.length} the gateway's own`,
    );
    expect({ missing, notRouted, unreachable, gatewayOwn }).toEqual({
      missing: [],
      notRouted: [],
      unreachable: [],
      gatewayOwn: [],
    });
  });

  test('requests from the document: what it accepts is never refused for its shape, what it refuses gets a 400 envelope, every answer as documented', async () => {
    const check = schemaChecker(document);
    const operations = operationsOf(document);
    const all = operations.map((op, i) => ({ op, probes: probesOf(op, check, fixtures, SEED + i) }));
    const failures: string[] = [];
    const counts = { valid: 0, broken: 0 };
    const statuses = new Map<string, number>();
    const run = async (op: DocumentedOperation, probe: Probe) => {
      counts[probe.kind] += 1;
      const answer = await send(api, op, probe, fixtures);
      const line = `${probe.kind} ${answer.status}`;
      statuses.set(line, (statuses.get(line) ?? 0) + 1);
      if (process.env.OPENAPI_TRACE)
        console.log(`${line} ${op.method} ${op.path} ${probe.what} ${answer.text.slice(0, 100)}`);
      const problem = problemOf(op, probe, answer, check);
      if (problem)
        failures.push(`${op.method.toUpperCase()} ${op.path} [${probe.kind}: ${probe.what}] ${problem}`);
    };
    // Refused requests change nothing, so they all go first, while every fixture is as set up;
    // then the valid ones, those that end the account's session last.
    for (const { op, probes } of all)
      for (const probe of probes.filter((p) => p.kind === 'broken')) await run(op, probe);
    const order = ({ op }: { op: DocumentedOperation }) =>
      SPENDS_THE_ACCOUNT.indexOf(`${op.method.toUpperCase()} ${op.path}`);
    for (const { op, probes } of [...all].sort((a, b) => order(a) - order(b)))
      for (const probe of probes.filter((p) => p.kind === 'valid')) await run(op, probe);
    const byStatus = [...statuses].sort().map(([line, n]) => `${line}: ${n}`);
    console.info(
      `openapi contract: ${operations.length} operations, ${counts.valid} valid and ${counts.broken} broken requests (seed ${SEED}; OPENAPI_SEED overrides)\n  ${byStatus.join(', ')}`,
    );
    expect(failures).toEqual([]);
    expect(counts.broken).toBeGreaterThan(150);
  }, 180_000);
});
