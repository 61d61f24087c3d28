// Fuzz requests from the endpoint table (issue 15): valid ones generated from each contract, then
// broken on purpose. Whether a request is one the contract refuses is decided here, by the
// contract itself (its zod schema and the shared unsafe-text rule), never by the service.
import fc from 'fast-check';
import { IDEMPOTENCY_KEY_HEADER, EXAM_SESSION_HEADER, SESSION_COOKIE, unsafeTextPath } from '@iq/contracts';
import type { z } from 'zod';
import { ENDPOINTS, FIELD_HINTS, type Endpoint, type Fixtures } from './endpoints';
import type { WireRequest } from './wire';
import { validArbitrary } from './zod-arbitrary';

/**
 * valid: the contract accepts it (may change data). refused: the contract refuses it (4xx,
 * nothing changes). guessed: well-formed, naming what does not exist (4xx, nothing changes but
 * the endpoint's declared counters).
 */
export type Kind = 'valid' | 'refused' | 'guessed';

export interface FuzzRequest {
  endpoint: Endpoint;
  kind: Kind;
  /** What was done to it ('valid', 'wrong-type', 'dup-host' …). */
  mutation: string;
  wire: WireRequest;
}

/** A small seeded generator for the choices (fast-check draws the contract values). */
export function random(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(values: readonly T[]): T => values[int(values.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
export type Random = ReturnType<typeof random>;

/** Values drawn from an arbitrary with a fixed seed. */
export const draw = <T>(arb: fc.Arbitrary<T>, seed: number, count: number): T[] =>
  fc.sample(arb, { seed, numRuns: count });

/** Percent-encodes a path segment, lone surrogates included (as the bytes a broken client sends). */
export function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((ch) => {
        const code = ch.charCodeAt(0);
        if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff)
          return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
        return encodeURIComponent(ch);
      })
      .join('');
  }
}

const base64url = (rng: Random, length: number) =>
  Array.from({ length }, () =>
    rng.pick('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'.split('')),
  ).join('');

// ---- hostile values -----------------------------------------------------------------------

const SQL = [
  "' OR '1'='1",
  '1; DROP TABLE orders; --',
  "'); select pg_sleep(5); --",
  '" OR ""="',
  "\\'; --",
  '%27%20OR%201=1',
];
const SCRIPT = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("x")()}}',
  '${7*7}',
];
const UNICODE = [
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202egnp.exe',
  '\u200b\u200b',
  '😀'.repeat(50),
  'e\u0301\u0301\u0301',
  '\ufeffweb',
  '\u0085',
  '\u007f',
  'Ⅻ',
  'ﬁ',
  '\u00a0',
];
const NUMBERS = [-1, 0, -0, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, 5e-324, 999_999_999_999];
const WRONG = [
  null,
  true,
  false,
  0,
  -1,
  '',
  '1',
  'NaN',
  'Infinity',
  'true',
  [],
  [1, 2],
  {},
  { $gt: '' },
  ['a'],
];

/** A huge string: under the 1 MB limit (the contract's max decides) or the whole body over it. */
const HUGE = [5_000, 70_000, 400_000, 1_000_000 - 200].map((length) => 'A'.repeat(length));
const huge = (rng: Random) => rng.pick(HUGE);
/** One body over the gateway's 1 MB limit (the same bytes each time). */
const OVER_LIMIT = JSON.stringify({ pad: 'A'.repeat(1024 * 1024 + 100) });
const OVER_LIMIT_BYTES = Buffer.from(OVER_LIMIT, 'utf8');

const DEEP_MARK = '\u2063deep\u2063';
function deep(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? '['.repeat(depth) + ']'.repeat(depth)
    : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

// ---- the contract as oracle -----------------------------------------------------------------

/** The contract accepts `value` for `schema`: no control character or lone surrogate, and the schema. */
export function accepts(schema: z.ZodType | undefined, value: unknown): boolean {
  if (!schema) return true;
  try {
    return unsafeTextPath(value) === null && schema.safeParse(value).success;
  } catch (error) {
    // Too deep to walk (a stack overflow): no contract accepts that.
    if (error instanceof RangeError) return false;
    throw error;
  }
}

interface Parts {
  params: Record<string, string>;
  query: [string, string][];
  body: unknown; // undefined: no body
  /** Body text when it is not JSON.stringify(body) (raw JSON with __proto__, malformed JSON). */
  bodyText?: string;
  contentType?: string | null; // null: no Content-Type
  session?: string | null;
  idempotencyKey?: string | null;
  cookie?: string | null;
  extraHeaders: [string, string][];
}

function wireOf(endpoint: Endpoint, parts: Parts): WireRequest {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeSegment(parts.params[name] ?? ''));
  const query = parts.query.length
    ? `?${parts.query.map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`).join('&')}`
    : '';
  const headers: [string, string][] = [];
  let body: Buffer | undefined;
  const text = parts.bodyText ?? (parts.body === undefined ? undefined : JSON.stringify(parts.body));
  if (text !== undefined) {
    body = text === OVER_LIMIT ? OVER_LIMIT_BYTES : Buffer.from(text, 'utf8');
    if (parts.contentType !== null) headers.push(['Content-Type', parts.contentType ?? 'application/json']);
    headers.push(['Content-Length', String(body.length)]);
  } else if (endpoint.method === 'POST') headers.push(['Content-Length', '0']);
  if (parts.session) headers.push([EXAM_SESSION_HEADER, parts.session]);
  if (parts.idempotencyKey) headers.push([IDEMPOTENCY_KEY_HEADER, parts.idempotencyKey]);
  if (parts.cookie) headers.push(['Cookie', `${SESSION_COOKIE}=${parts.cookie}`]);
  headers.push(...parts.extraHeaders);
  return { method: endpoint.method, target: `/api${path}${query}`, headers, body };
}

/** Whether the contract refuses the request as a whole (headers the endpoint needs included). */
function refusedByContract(endpoint: Endpoint, parts: Parts, f: Fixtures): boolean {
  for (const [name, param] of Object.entries(endpoint.params ?? {}))
    if (!param.free && !accepts(param.schema, parts.params[name])) return true;
  if (endpoint.query) {
    const query: Record<string, string | string[]> = {};
    for (const [k, v] of parts.query) query[k] = k in query ? ([] as string[]).concat(query[k]!, v) : v;
    // The schema alone: not every service checks the text of query keys it ignores.
    if (!endpoint.query.safeParse(query).success) return true;
  }
  if (endpoint.body) {
    if (parts.bodyText !== undefined && parts.body === undefined) return true; // not JSON at all
    const json = parts.contentType === undefined || /^application\/json/.test(parts.contentType ?? '');
    // An absent or unreadable body is an empty one: refused unless every field is optional.
    const effective = json && parts.body !== undefined ? parts.body : {};
    if (!accepts(endpoint.body, effective)) return true;
  } else if (
    parts.bodyText !== undefined &&
    parts.body === undefined &&
    parts.contentType?.startsWith('application/json')
  )
    return true; // the JSON parser refuses it before any route
  if (endpoint.session && parts.session !== endpoint.session(f)) return true;
  if (endpoint.idempotencyKey && !/^[A-Za-z0-9_-]{8,128}$/.test(parts.idempotencyKey ?? '')) return true;
  if (endpoint.signedIn && parts.cookie !== f.cookie) return true;
  return false;
}

// ---- generation ------------------------------------------------------------------------------

export interface Generator {
  valid(count: number): FuzzRequest[];
  broken(count: number): FuzzRequest[];
  guessed(count: number): FuzzRequest[];
}

export function generator(endpoint: Endpoint, f: Fixtures, seed: number): Generator {
  const rng = random(seed);
  const bodies = endpoint.body ? draw(validArbitrary(endpoint.body, FIELD_HINTS), seed, 80) : [undefined];
  const queries = endpoint.query
    ? draw(validArbitrary(endpoint.query, FIELD_HINTS), seed + 1, 80)
    : [undefined];
  const known = endpoint.known?.(f) ?? {};
  const paramSamples = Object.fromEntries(
    Object.entries(endpoint.params ?? {}).map(([name, param]) => [
      name,
      draw(validArbitrary(param.schema), seed + 7, 30),
    ]),
  );

  /** A valid request's parts: contract values, with the fixtures' ids where the endpoint knows some. */
  function validParts(): Parts {
    const params: Record<string, string> = {};
    for (const [name, param] of Object.entries(endpoint.params ?? {})) {
      const values = param.known?.(f);
      params[name] =
        values?.length && !(param.free && rng.chance(0.3))
          ? rng.pick(values)
          : (rng.pick(paramSamples[name]!) as string);
    }
    let body: unknown = bodies.length ? structuredClone(rng.pick(bodies)) : undefined;
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      for (const [field, values] of Object.entries(known))
        if ((field in (body as object) || rng.chance(0.5)) && values.length && rng.chance(0.85)) {
          const candidate = { ...(body as object), [field]: rng.pick(values) };
          if (accepts(endpoint.body, candidate)) body = candidate;
        }
    }
    if (endpoint.method === 'POST' && body === undefined && !endpoint.body && endpoint.answers !== 'page')
      body = {};
    const queryValue = rng.pick(queries) as Record<string, unknown> | undefined;
    const query = Object.entries(queryValue ?? {})
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)] as [string, string]);
    return {
      params,
      query,
      body,
      session: endpoint.session?.(f),
      idempotencyKey: endpoint.idempotencyKey ? `fuzz-${base64url(rng, 20)}` : undefined,
      cookie: endpoint.signedIn ? f.cookie : undefined,
      extraHeaders: [],
    };
  }

  const classify = (parts: Parts, mutation: string, wanted: Kind): FuzzRequest => {
    // No contract but "nothing of yours" (the provider's pages, the signed webhook): a broken
    // request there is junk whatever its shape.
    const contractless = endpoint.skipValid && !endpoint.body && wanted !== 'valid';
    const refused = contractless || refusedByContract(endpoint, parts, f);
    const kind: Kind = refused
      ? wanted === 'guessed'
        ? 'guessed'
        : 'refused'
      : wanted === 'refused'
        ? 'valid'
        : wanted;
    return { endpoint, kind, mutation, wire: wireOf(endpoint, parts) };
  };

  /** One way of breaking a body field, by name. */
  let deepText: string | undefined;
  function breakField(body: Record<string, unknown>): [string, Record<string, unknown>] {
    deepText = undefined;
    const keys = Object.keys(body);
    const key = keys.length ? rng.pick(keys) : 'field';
    const copy = { ...body };
    const how = rng.pick([
      'wrong-type',
      'missing',
      'extra',
      'huge',
      'unicode',
      'numbers',
      'sql',
      'script',
      'deep',
      'unicode-key',
    ]);
    switch (how) {
      case 'wrong-type':
        copy[key] = structuredClone(rng.pick(WRONG));
        break;
      case 'missing':
        delete copy[key];
        break;
      case 'extra':
        copy[rng.pick(['isAdmin', 'role', 'status', 'amountMinor', 'userId', 'paid'])] = rng.pick([
          true,
          'admin',
          0,
          'paid',
        ]);
        break;
      case 'huge':
        copy[key] = huge(rng);
        break;
      case 'unicode':
        copy[key] = `${String(copy[key] ?? '')}${rng.pick(UNICODE)}`;
        break;
      case 'numbers':
        copy[key] = rng.pick(NUMBERS);
        break;
      case 'sql':
        copy[key] = rng.pick(SQL);
        break;
      case 'script':
        copy[key] = rng.pick(SCRIPT);
        break;
      case 'deep':
        // Written as text (JSON.stringify recurses): up to 20 000 levels, 40 KB (5 000 overflowed the old walk).
        copy[key] = DEEP_MARK;
        deepText = deep(rng.pick([50, 2000, 8000, 20_000]), rng.pick(['array', 'object'] as const));
        break;
      case 'unicode-key':
        copy[`k${rng.pick(['\u0000', '\ud800', '\u202e'])}`] = 1;
        break;
    }
    return [`body-${how}`, copy];
  }

  function brokenOne(): FuzzRequest {
    const parts = validParts();
    const hasParams = Object.values(endpoint.params ?? {}).some((p) => !p.free);
    // Weights: the body (where the contracts are) most; the transport cases, answered before any
    // service, one slot between them.
    const choices = [
      ...(endpoint.body
        ? ['body', 'body', 'body', 'body', 'body', 'body', 'whole-body', 'proto', 'content-type', 'malformed']
        : []),
      ...(endpoint.method === 'POST' && !endpoint.body ? ['malformed', 'whole-body'] : []),
      ...(hasParams ? ['param', 'param', 'param', 'param'] : []),
      ...(endpoint.query ? ['query', 'query', 'query'] : []),
      ...(endpoint.session ? ['session'] : []),
      ...(endpoint.idempotencyKey ? ['idempotency'] : []),
      ...(endpoint.signedIn ? ['cookie'] : []),
      'transport',
    ];
    let choice = rng.pick(choices);
    if (choice === 'transport')
      choice = rng.pick([
        'dup-host',
        'dup-length',
        'huge-header',
        'nul-header',
        'method',
        ...(endpoint.method === 'POST' ? ['smuggle', 'too-large'] : []),
      ]);
    switch (choice) {
      case 'body': {
        const body =
          parts.body && typeof parts.body === 'object' && !Array.isArray(parts.body) ? parts.body : {};
        const [mutation, broken] = breakField(body as Record<string, unknown>);
        if (deepText === undefined) return classify({ ...parts, body: broken }, mutation, 'refused');
        const bodyText = JSON.stringify(broken).replace(JSON.stringify(DEEP_MARK), deepText);
        return classify({ ...parts, body: JSON.parse(bodyText) as unknown, bodyText }, mutation, 'refused');
      }
      case 'whole-body':
        return classify(
          { ...parts, body: structuredClone(rng.pick([null, [], 'text', 42, true, [parts.body]])) },
          'body-whole-type',
          'refused',
        );
      case 'proto': {
        const inner = JSON.stringify(parts.body ?? {}).slice(1, -1);
        const hostile = rng.pick([
          '"__proto__":{"isAdmin":true,"paid":true}',
          '"constructor":{"prototype":{"isAdmin":true}}',
          '"__proto__":null',
          '"__proto__":{"toString":"x"},"toString":1,"hasOwnProperty":2',
        ]);
        const bodyText = `{${inner}${inner ? ',' : ''}${hostile}}`;
        // The contract sees what JSON.parse makes of it (an own "__proto__" key, as the service's parser).
        return classify(
          { ...parts, body: JSON.parse(bodyText) as unknown, bodyText },
          'body-proto',
          'refused',
        );
      }
      case 'content-type':
        return classify(
          {
            ...parts,
            contentType: rng.pick([
              null,
              'text/plain',
              'application/x-www-form-urlencoded',
              'multipart/form-data; boundary=x',
              'application/xml',
              'application/json; charset=utf-16',
            ]),
          },
          'content-type',
          'refused',
        );
      case 'malformed': {
        const bodyText = rng.pick([
          '{"a":',
          '{a:1}',
          "{'a':1}",
          'NaN',
          '{"a":1}}',
          '{"a":NaN}',
          '{"a":Infinity}',
          '{"a":"\\x00"}',
          '[1,]',
          '"\\ud800',
          '{"a":1,}',
        ]);
        return classify(
          { ...parts, body: undefined, bodyText, contentType: 'application/json' },
          'malformed-json',
          'refused',
        );
      }
      case 'too-large':
        return classify(
          {
            ...parts,
            body: undefined,
            bodyText: OVER_LIMIT,
            contentType: 'application/json',
          },
          'body-over-1mb',
          'refused',
        );
      case 'param': {
        const names = Object.entries(endpoint.params ?? {})
          .filter(([, p]) => !p.free)
          .map(([n]) => n);
        const name = rng.pick(names);
        const junk = rng.pick([
          ...SQL,
          ...SCRIPT,
          ...UNICODE,
          'x'.repeat(rng.pick([300, 5000])),
          '-1',
          '0',
          '1e3',
          'NaN',
          '99999999999999999999',
          '1.5',
          '..',
          '%2e%2e',
          'a/b',
          '\\',
          ' ',
          'null',
          'undefined',
          '[object Object]',
        ]);
        return classify({ ...parts, params: { ...parts.params, [name]: junk } }, 'param-junk', 'refused');
      }
      case 'query': {
        const [k] = parts.query[0] ?? ['hl'];
        const variant = rng.pick(['array', 'junk', 'extra-junk']);
        const query: [string, string][] =
          variant === 'array'
            ? [...parts.query, [k, parts.query[0]?.[1] ?? 'x'], [k, 'y']]
            : variant === 'junk'
              ? [[k, rng.pick([...SQL, ...UNICODE, 'x'.repeat(3000)])], ...parts.query.slice(1)]
              : [...parts.query, [rng.pick(['__proto__', 'constructor', 'a[b]', 'email[]']), rng.pick(SQL)]];
        return classify({ ...parts, query }, `query-${variant}`, 'refused');
      }
      case 'session':
        return classify(
          {
            ...parts,
            session: rng.pick([
              null,
              '',
              'x'.repeat(5000),
              ...SQL,
              '../../etc/passwd',
              `${parts.session}, other`,
            ]),
          },
          'session-header',
          'refused',
        );
      case 'idempotency':
        return classify(
          {
            ...parts,
            idempotencyKey: rng.pick([null, 'short', 'x'.repeat(200), "key' OR 1=1", 'ключ-ключ-ключ']),
          },
          'idempotency-key',
          'refused',
        );
      case 'cookie':
        return classify(
          { ...parts, cookie: rng.pick([null, 'forged', 'x'.repeat(400), `${f.cookie}x`]) },
          'cookie',
          'refused',
        );
      case 'dup-host':
        return {
          ...classify(parts, 'dup-host', 'refused'),
          kind: 'refused',
          wire: {
            ...wireOf(endpoint, parts),
            headers: [['Host', 'a.example'], ['Host', 'b.example'], ...wireOf(endpoint, parts).headers],
          },
        };
      case 'method': {
        // A method the route does not have (OPTIONS: the 405 envelope), the body kept.
        const wire = wireOf(endpoint, parts);
        const swapped = endpoint.method === 'GET' ? 'POST' : 'GET';
        const pathHasIt = ENDPOINTS.some((e) => e.path === endpoint.path && e.method === swapped);
        const others = ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', ...(pathHasIt ? [] : [swapped])];
        return {
          endpoint,
          kind: 'refused',
          mutation: 'wrong-method',
          wire: { ...wire, method: rng.pick(others) },
        };
      }
      case 'huge-header':
      case 'nul-header': {
        // Past Node's 16 KB head limit (431), or a NUL byte in a value (400): the parser refuses both.
        const wire = wireOf(endpoint, parts);
        const extra: [string, string] =
          choice === 'huge-header' ? ['X-Pad', 'p'.repeat(20_000)] : ['X-Note', 'a\u0000b'];
        return {
          endpoint,
          kind: 'refused',
          mutation: choice,
          wire: { ...wire, headers: [...wire.headers, extra] },
        };
      }
      case 'dup-length': {
        const wire = wireOf(endpoint, { ...parts, body: parts.body ?? {} });
        const length = wire.body?.length ?? 0;
        return {
          endpoint,
          kind: 'refused',
          mutation: 'dup-content-length',
          wire: { ...wire, headers: [...wire.headers, ['Content-Length', String(length + 1)]] },
        };
      }
      default: {
        // Content-Length and Transfer-Encoding together: request smuggling, refused by the parser.
        const wire = wireOf(endpoint, { ...parts, body: parts.body ?? {} });
        return {
          endpoint,
          kind: 'refused',
          mutation: 'cl-te-smuggle',
          wire: { ...wire, headers: [...wire.headers, ['Transfer-Encoding', 'chunked']] },
        };
      }
    }
  }

  function guessedOne(): FuzzRequest | undefined {
    const parts = validParts();
    const idParams = Object.entries(endpoint.params ?? {}).filter(([, p]) => !p.free && p.known);
    const options: (() => FuzzRequest | undefined)[] = [];
    for (const [name, param] of idParams) {
      if (['examId', 'country', 'region', 'skuId', 'step'].includes(name)) continue;
      options.push(() => {
        const value = rng.pick(paramSamples[name]!) as string;
        if (param.known?.(f).includes(value)) return undefined;
        return classify({ ...parts, params: { ...parts.params, [name]: value } }, 'unknown-id', 'guessed');
      });
    }
    if (endpoint.session && !endpoint.unknownSessionAnswered)
      options.push(() => classify({ ...parts, session: base64url(rng, 43) }, 'unknown-session', 'guessed'));
    if (parts.query.some(([k]) => k === 'orderNumber'))
      options.push(() =>
        classify(
          { ...parts, query: parts.query.map(([k, v]) => [k, k === 'orderNumber' ? base64url(rng, 22) : v]) },
          'unknown-order',
          'guessed',
        ),
      );
    const body = parts.body as Record<string, unknown> | undefined;
    if (body && typeof body === 'object' && typeof body.orderNumber === 'string')
      options.push(() =>
        classify(
          { ...parts, body: { ...body, orderNumber: base64url(rng, 22) } },
          'unknown-order',
          'guessed',
        ),
      );
    if (
      body &&
      typeof body === 'object' &&
      typeof body.code === 'string' &&
      /^[A-Za-z0-9_-]{43}$/.test(body.code)
    )
      options.push(() =>
        classify({ ...parts, body: { ...body, code: base64url(rng, 43) } }, 'unknown-code', 'guessed'),
      );
    if (endpoint.path === '/user/login' && body)
      options.push(() =>
        classify(
          { ...parts, body: { ...body, email: f.email, password: `wrong-${base64url(rng, 10)}` } },
          'wrong-password',
          'guessed',
        ),
      );
    if (!options.length) return undefined;
    const made = rng.pick(options)();
    // A guess the contract accepts is still a call on nothing: it must be refused like a broken one.
    return made && { ...made, kind: 'guessed' };
  }

  return {
    valid: (count) => Array.from({ length: count }, () => classify(validParts(), 'valid', 'valid')),
    broken: (count) => Array.from({ length: count }, brokenOne),
    guessed: (count) => {
      const out: FuzzRequest[] = [];
      for (let i = 0; i < count * 3 && out.length < count; i += 1) {
        const one = guessedOne();
        if (one) out.push(one);
      }
      return out;
    },
  };
}
