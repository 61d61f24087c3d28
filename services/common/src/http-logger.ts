import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PlainHandler } from './plain-http';
import { LOGID_HEADER, resolveLogid } from './logid';
import { maskUrl, type Logger } from './logger';
import { requestTraceIds } from './request-span';

declare module 'http' {
  interface ServerResponse {
    /** The error behind a 5xx (http-errors.ts): logged on the request's line. */
    err?: Error;
  }
}

export interface HttpLoggerOptions {
  /**
   * What the response says that belongs in its request's line (read when it is written), e.g. the
   * gateway's remote builds that served a page.
   */
  responseProps?: (res: ServerResponse) => Record<string, unknown> | undefined;
  /**
   * True for a completed request whose line another process writes (the gateway: a call a
   * service answered, logged by that service with the same logid). Asked only of lines that
   * would be written at info (completed, below 400, no error); `ms` is the response time.
   */
  leaveToOthers?: (res: ServerResponse, ms: number) => boolean;
  /**
   * True for an answer whose line is written elsewhere in summary (the gateway's refusals by an
   * abuse limit: one line a minute per client and limit). A flood of refusals must stay cheap
   * (issue 37): a line each was most of a refusal's cost.
   */
  summarised?: (res: ServerResponse) => boolean;
}

/** What requestLog(req) is made from, on first use. */
interface LogContext {
  logger: Logger;
  method?: string;
  url?: string;
  logid: string;
  child?: Logger;
}

// Kept beside the request, not on it: node:http's objects stay as node:http made them.
const LOG_CONTEXTS = new WeakMap<IncomingMessage, LogContext>();

/**
 * The request's logger, whose lines carry the request (method, masked URL) and its logid; made on
 * first use (most requests never log a line of their own). Undefined before createHttpLogger ran.
 */
export function requestLog(req: IncomingMessage): Logger | undefined {
  const context = LOG_CONTEXTS.get(req);
  if (!context) return undefined;
  return (context.child ??= context.logger.child({
    req: requestOf(context.method, context.url),
    logid: context.logid,
    // A traced request's ids where no context follows it (the gateway; request-span.ts).
    ...requestTraceIds(req),
  }));
}

/** Method and masked URL only: headers carry cookies and sessions. */
const requestOf = (method: string | undefined, url: string | undefined) => ({ method, url: maskUrl(url) });

/**
 * One log line per request, carrying the `logid` (kept when well-formed, else generated). The id
 * is also written back into the request headers (so a proxy forwards it) and the response.
 *
 * The line is pino-http's (`req`, `logid`, `res`, `responseTime`; "request completed", "request
 * aborted" or "request errored"; info, warn from 400, error from 500 or with `res.err`) written
 * once when the response ends. pino-http made two child loggers for every request, most never
 * used, a visible share of a service's busy CPU; requestLog(req) makes the request's logger on
 * first use. A plain node:http handler (the gateway's API front) takes it as Express does.
 */
export function createHttpLogger(logger: Logger, options: HttpLoggerOptions = {}): PlainHandler {
  return (req, res, next) => {
    const logid = resolveLogid(req.headers[LOGID_HEADER]);
    req.headers[LOGID_HEADER] = logid;
    res.setHeader(LOGID_HEADER, logid);
    // As the request arrived: routers mounted on a path rewrite req.url while they run.
    const { method, url } = req;
    LOG_CONTEXTS.set(req, { logger, method, url, logid });
    // Probes (every 300 ms while the stack starts) and scrapes (issue 42) would drown the log.
    if (url === '/healthz' || url === '/metrics') return next();
    const started = Date.now();
    // 'close' comes once either way: after 'finish' for a response that was sent whole, or when
    // the connection went first (so `on`, without `once`'s wrapper).
    res.on('close', () => writeLine(logger, req, res, { method, url, logid, started }, options));
    next();
  };
}

function writeLine(
  logger: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  { method, url, logid, started }: { method?: string; url?: string; logid: string; started: number },
  options: HttpLoggerOptions,
): void {
  if (options.summarised?.(res)) return;
  const responseTime = Date.now() - started;
  const completed = !req.readableAborted && res.writableEnded;
  const info = completed && !res.err && res.statusCode < 400;
  if (info && options.leaveToOthers?.(res, responseTime)) return;
  const line: Record<string, unknown> = {
    req: requestOf(method, url),
    logid,
    ...requestTraceIds(req),
    ...options.responseProps?.(res),
    res: { statusCode: res.statusCode },
    responseTime,
  };
  if (res.err || res.statusCode >= 500) {
    line.err = res.err ?? new Error(`failed with status code ${res.statusCode}`);
    logger.error(line, 'request errored');
    return;
  }
  const message = completed ? 'request completed' : 'request aborted';
  if (res.statusCode >= 400) logger.warn(line, message);
  else logger.info(line, message);
}
