// pino, JSON, never a password, card number, code or token (CONVENTIONS.md "Logs").
import { trace } from '@opentelemetry/api';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './config';

export type { Logger } from 'pino';

// Secret-bearing keys, redacted at the top level and up to two levels down.
const SECRET_KEYS = [
  'password',
  'newPassword',
  'oldPassword',
  'confirmPassword',
  'passwordConfirmation',
  'card',
  'cardNumber',
  'cvc',
  'cvv',
  'verifyCode',
  'verificationCode',
  'captcha',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  'sessionId',
  'authorization',
  'cookie',
];

export const REDACT_PATHS = [
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
  // `code` alone would also hide error codes such as ECONNREFUSED, so only where input lands.
  'code',
  'body.code',
  'query.code',
  'req.body.code',
  'req.query.code',
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["exam-session"]',
  'res.headers["set-cookie"]',
];

export interface LoggerOptions {
  level?: LogLevel;
  /** Where lines go (stdout by default); tests pass a stream to read them. */
  destination?: DestinationStream;
  /**
   * Whether a line takes the trace and span ids of the span active where it is written (true by
   * default). False in the gateway, where no context follows a request across awaits: its
   * request's lines take them from the request (http-logger.ts, request-span.ts).
   */
  activeSpanIds?: boolean;
}

const CENSOR = '[redacted]';

/** Redacted whole wherever they are a key of the line itself (REDACT_PATHS' one-key paths). */
const TOP_LEVEL_SECRETS: ReadonlySet<string> = new Set(REDACT_PATHS.filter((path) => !/[.[]/.test(path)));
/** Redacted one and two levels below a key of the line (REDACT_PATHS' `*.key` and `*.*.key`). */
const NESTED_SECRETS: ReadonlySet<string> = new Set(SECRET_KEYS);

/** REDACT_PATHS' exact paths by the line's key they start at: req → [[body, code], [headers, cookie], …]. */
const EXACT_PATHS: ReadonlyMap<string, readonly (readonly [string, string?])[]> = (() => {
  const byKey = new Map<string, [string, string?][]>();
  for (const path of REDACT_PATHS) {
    if (path.startsWith('*') || !/[.[]/.test(path)) continue;
    const [top = '', first = '', second, ...more] = [...path.matchAll(/[^.[\]"]+/g)].map((match) => match[0]);
    if (more.length) throw new Error(`redactValue handles paths of 3 keys at most: ${path}`);
    const rest: [string, string?] = second === undefined ? [first] : [first, second];
    if (!TOP_LEVEL_SECRETS.has(top)) byKey.set(top, [...(byKey.get(top) ?? []), rest]);
  }
  return byKey;
})();

type Bag = Record<string, unknown>;
const isBag = (value: unknown): value is Bag => typeof value === 'object' && value !== null;
const hasOwn = (bag: Bag, key: string) => Object.prototype.hasOwnProperty.call(bag, key);
/** A shallow copy keeping the prototype (so a toJSON still applies), arrays as arrays. */
const copyOf = (bag: Bag): Bag =>
  Array.isArray(bag)
    ? (bag.slice() as unknown as Bag)
    : (Object.assign(Object.create(Object.getPrototypeOf(bag) as object | null) as Bag, bag) as Bag);

/**
 * The value a line carries under `key` with REDACT_PATHS applied below it (a secret key of the
 * value or of one of its children, and REDACT_PATHS' exact paths from `key`), as pino's own
 * redaction does it, without interpreting the paths on every line: only what changes is copied,
 * the caller's objects are never touched, and a value without secrets comes back as it is.
 */
export function redactValue(key: string, value: unknown): unknown {
  if (!isBag(value)) return value;
  let copy: Bag | undefined;
  const children = new Map<string, Bag>();
  const top = () => (copy ??= copyOf(value));
  const child = (name: string) => {
    let inner = children.get(name);
    if (!inner) children.set(name, (inner = top()[name] = copyOf(value[name] as Bag)));
    return inner;
  };
  for (const name of Object.keys(value)) {
    if (NESTED_SECRETS.has(name)) {
      top()[name] = CENSOR;
      continue;
    }
    const inner = value[name];
    if (isBag(inner))
      for (const below of Object.keys(inner)) if (NESTED_SECRETS.has(below)) child(name)[below] = CENSOR;
  }
  for (const [first, second] of EXACT_PATHS.get(key) ?? []) {
    if (!hasOwn(value, first)) continue;
    if (second === undefined) top()[first] = CENSOR;
    else if (!NESTED_SECRETS.has(first) && isBag(value[first]) && hasOwn(value[first] as Bag, second))
      child(first)[second] = CENSOR;
  }
  return copy ?? value;
}

type Stringify = (value: unknown) => string;
type Stringifiers = Record<string | symbol, Stringify | undefined>;

/**
 * pino applies its redaction per key of a line (and of a child logger's bindings), after the
 * serializers, through the logger's stringifiers; its own interpret ~60 paths on every value,
 * the message and the request logger's bindings included (a visible share of the gateway's CPU
 * per request: docs/decisions/2026-11-26-log-redaction-resolved-once.md). These do the same redaction (logger.test.ts checks them against pino's, line for
 * line) with REDACT_PATHS resolved once. Children share them (they inherit them from the root).
 */
function fastRedaction(logger: Logger): void {
  const { stringifiersSym, stringifySym, stringifySafeSym, wildcardFirstSym } = pino.symbols;
  const instance = logger as unknown as Record<symbol, unknown>;
  const pinos = instance[stringifiersSym] as Stringifiers | undefined;
  const pinoStringify = instance[stringifySym] as ((value: unknown, safe: unknown) => string) | undefined;
  if (!pinos?.[wildcardFirstSym] || typeof pinoStringify !== 'function')
    throw new Error('pino no longer keeps its redaction where logger.ts replaces it');
  const stringifySafe = instance[stringifySafeSym];
  const stringify: Stringify = (value) => pinoStringify(value, stringifySafe);
  const censored = stringify(CENSOR);
  const ours: Stringifiers = Object.create(null) as Stringifiers;
  // pino's formatter for objects interpolated into a message (printf style) stays as it is.
  for (const symbol of Object.getOwnPropertySymbols(pinos)) ours[symbol] = pinos[symbol];
  ours[wildcardFirstSym] = (value) => stringify(redactValue('', value));
  for (const key of TOP_LEVEL_SECRETS) ours[key] = () => censored;
  for (const key of EXACT_PATHS.keys()) ours[key] = (value) => stringify(redactValue(key, value));
  instance[stringifiersSym] = ours;
}

/** Lines are gathered up to this many bytes and written together (see batchedStdout). */
const LOG_BATCH_BYTES = 4096;
/** A gathered line waits at most this long (ms) before it is written. */
const LOG_FLUSH_MS = 100;

/**
 * Standard output, lines gathered up to LOG_BATCH_BYTES and written together, at the latest
 * LOG_FLUSH_MS after the first one gathered: one write per line (a system call queued per line)
 * was a visible share of the gateway's busy time under bench:gateway
 * (docs/decisions/2026-11-27-log-lines-batched.md). The timer runs
 * only while a line waits (sonic-boom's own periodicFlush would tick for every logger made, used
 * or not). pino writes out what is gathered when the process exits; a SIGKILL loses at most
 * LOG_FLUSH_MS of lines.
 */
function batchedStdout(): DestinationStream {
  const stream = pino.destination({ sync: false, minLength: LOG_BATCH_BYTES });
  const write = stream.write.bind(stream);
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    // Without a callback (one would also fsync); an ended stream would throw, so not then.
    if (!(stream as unknown as { destroyed: boolean }).destroyed) stream.flush();
  };
  stream.write = (line: string) => {
    const written = write(line);
    timer ??= setTimeout(flush, LOG_FLUSH_MS).unref();
    return written;
  };
  return stream;
}

/** What traceIds adds to a line outside a span: nothing (traceMerge passes the line as it is). */
const NO_TRACE = {};

/**
 * The active span's trace and span ids (issue 42, tracing.ts), or NO_TRACE: without a tracer
 * provider (no collector named, or OTEL_SDK_DISABLED) or outside a traced request, one lookup
 * in the active context.
 */
function traceIds(): object {
  const span = trace.getActiveSpan();
  if (!span) return NO_TRACE;
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/** pino's own merge (Object.assign onto the mixin's object), skipped when there is nothing to add. */
const traceMerge = (line: object, ids: object) => (ids === NO_TRACE ? line : Object.assign(ids, line));

export function createLogger(name: string, options: LoggerOptions = {}): Logger {
  const logger = pino(
    {
      name,
      level: options.level ?? 'info',
      redact: { paths: REDACT_PATHS, censor: CENSOR },
      base: { service: name },
      ...(options.activeSpanIds === false ? {} : { mixin: traceIds, mixinMergeStrategy: traceMerge }),
    },
    options.destination ?? batchedStdout(),
  );
  fastRedaction(logger);
  return logger;
}

// Query values that may carry a secret or personal data are masked in logged URLs.
const SECRET_QUERY_KEY = /pass|card|code|token|captcha|secret|email|session|handoff/i;

// Path segments that are capabilities: order numbers, attempt ids, share tokens (≥ 20 URL-safe
// characters, ≥ 128 random bits), signed file links (two such parts joined by a dot), and the
// certificate code after /verify/. Their first 4 characters stay, enough to follow one in a log.
const CAPABILITY_SEGMENT = /^[A-Za-z0-9_-]{20,}(\.[A-Za-z0-9_-]{20,})?$/;

function maskPath(path: string): string {
  return path
    .split('/')
    .map((segment, i, all) =>
      CAPABILITY_SEGMENT.test(segment) || (all[i - 1] === 'verify' && segment)
        ? `${segment.slice(0, 4)}…`
        : segment,
    )
    .join('/');
}

/** The URL as logged: capability path segments shortened, secret-looking query values replaced. */
export function maskUrl(url: string | undefined): string {
  if (!url) return '';
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return maskPath(url);
  const params = new URLSearchParams(url.slice(queryAt + 1));
  for (const key of [...params.keys()])
    if (SECRET_QUERY_KEY.test(key) || key === 'orderNumber') params.set(key, '[redacted]');
  return `${maskPath(url.slice(0, queryAt))}?${params.toString()}`;
}
