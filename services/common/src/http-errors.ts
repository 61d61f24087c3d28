// The ONE place where errors become the envelope `{ result, message }` (ARCHITECTURE.md "Envelope").
import type { ServerResponse } from 'node:http';
import type { Response } from 'express';
import { ZodError } from 'zod';
import { RESULT_OK, type ErrorEnvelope, type SuccessEnvelope } from '@iq/contracts';
import { DomainError, NotFoundError, TooManyRequestsError } from './errors';
import { formatZodError } from './validate';
import { requestPath, sendJson, type PlainErrorHandler, type PlainHandler } from './plain-http';

/** Sends the success envelope: HTTP 200 and `{ result: 200, data }`. */
export function ok<T>(res: Response, data: T): void {
  const body: SuccessEnvelope<T> = { result: RESULT_OK, data };
  res.status(200).json(body);
}

/** Sends a failure envelope with its HTTP status (node:http's answer: Express's or not). */
export function sendError(res: ServerResponse, status: number, message: string, result = status): void {
  const body: ErrorEnvelope = { result, message };
  sendJson(res, status, body);
}

interface BodyParserError {
  type?: unknown;
  status?: unknown;
  expose?: unknown;
  message: string;
}

/** Seconds a client is asked to wait when the database is unreachable (a restart takes a few). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * True for a database connection refused, lost or not accepting yet (PostgreSQL restarting or
 * down): SQLSTATE class 08 (connection exception), 57P01–57P03 (shut down, crashed, starting),
 * a refused or reset socket, or pg's own words for a connection that ended under a query.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++, current = current.cause as typeof current) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code)) return true;
    if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'EPIPE') return true;
    const message = typeof current.message === 'string' ? current.message : '';
    if (/^Connection terminated|connection error and is not queryable/.test(message)) return true;
  }
  return false;
}

/** Maps any thrown value to an HTTP status and envelope; unknown errors become a bare 500. */
export function toErrorEnvelope(err: unknown): { status: number; body: ErrorEnvelope } {
  const envelope = (status: number, message: string, result = status) => ({
    status,
    body: { result, message },
  });
  if (err instanceof TooManyRequestsError && err.retryAfterSeconds !== undefined)
    return {
      status: 429,
      body: { result: err.result, message: err.message, retryAfterSeconds: err.retryAfterSeconds },
    };
  if (err instanceof DomainError)
    return err.reportPath === undefined
      ? envelope(err.status, err.message, err.result)
      : {
          status: err.status,
          body: { result: err.result, message: err.message, reportPath: err.reportPath },
        };
  if (err instanceof ZodError) return envelope(400, formatZodError(err));
  if (err instanceof URIError) return envelope(400, 'Malformed URL'); // a path parameter that does not decode
  if (err instanceof Error) {
    // express.json / express.raw (body-parser) errors carry a `type` and an http-errors status.
    const parserError = err as BodyParserError;
    if (parserError.type === 'entity.parse.failed') return envelope(400, 'Malformed JSON body');
    if (parserError.type === 'entity.too.large') return envelope(413, 'Request body too large (limit 1 MB)');
    const status = parserError.status;
    if (parserError.expose === true && typeof status === 'number' && status >= 400 && status < 500) {
      return envelope(status, parserError.message);
    }
  }
  if (isDatabaseUnavailable(err))
    return {
      status: 503,
      body: {
        result: 503,
        message: 'The service is briefly unavailable. Please try again in a few seconds.',
        retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      },
    };
  return envelope(500, 'Internal error');
}

/** The error middleware: envelope out, 5xx logged on the request's line (`res.err`, http-logger.ts), no stack in any body. */
export function errorHandler(): PlainErrorHandler {
  return (err, _req, res, next) => {
    if (res.headersSent) return next(err); // too late for an envelope: Express closes the connection
    const { status, body } = toErrorEnvelope(err);
    if (status >= 500) res.err = err instanceof Error ? err : new Error(String(err));
    if (body.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(body.retryAfterSeconds));
    sendJson(res, status, body);
  };
}

/** 404 envelope for any path no route answered (spec §8 wording). */
export function notFoundHandler(): PlainHandler {
  return (req, _res, next) => next(new NotFoundError(`Not Found: ${requestPath(req).slice(0, 200)}`));
}
