import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp, type HttpLogger } from 'pino-http';
import { LOGID_HEADER, resolveLogid } from './logid';
import { maskUrl, type Logger } from './logger';

export interface HttpLoggerOptions {
  /**
   * What the response says that belongs in its request's line (read when it is written), e.g. the
   * gateway's remote builds that served a page.
   */
  responseProps?: (res: ServerResponse) => Record<string, unknown> | undefined;
}

/**
 * One log line per request, carrying the `logid` (kept when well-formed, else generated). The id
 * is also written back into the request headers (so a proxy forwards it) and the response.
 */
export function createHttpLogger(logger: Logger, options: HttpLoggerOptions = {}): HttpLogger {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const logid = resolveLogid(req.headers[LOGID_HEADER]);
      req.headers[LOGID_HEADER] = logid;
      res.setHeader(LOGID_HEADER, logid);
      return logid;
    },
    // Called when the request starts and again when its line is written (pino-http).
    customProps: (req, res) => ({ logid: req.id, ...options.responseProps?.(res) }),
    // Probes (every 300 ms while the stack starts) would drown the log.
    autoLogging: { ignore: (req) => req.url === '/healthz' },
    customLogLevel: (req, res, err) => {
      if (err || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'warn';
      return 'info';
    },
    serializers: {
      // Method and masked URL only: headers carry cookies and sessions.
      req: (req: { method?: string; url?: string }) => ({ method: req.method, url: maskUrl(req.url) }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
