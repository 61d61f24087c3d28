// pino, JSON, never a password, card number, code or token (CONVENTIONS.md "Logs").
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
}

export function createLogger(name: string, options: LoggerOptions = {}): Logger {
  return pino(
    {
      name,
      level: options.level ?? 'info',
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      base: { service: name },
    },
    options.destination ?? pino.destination({ sync: false }),
  );
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
