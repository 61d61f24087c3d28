import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp, type HttpLogger } from 'pino-http';
import { LOGID_HEADER, resolveLogid } from './logid';
import { maskUrl, type Logger } from './logger';

/**
 * One log line per request, carrying the `logid` (kept when well-formed, else generated). The id
 * is also written back into the request headers (so a proxy forwards it) and the response.
 */
export function createHttpLogger(logger: Logger): HttpLogger {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const logid = resolveLogid(req.headers[LOGID_HEADER]);
      req.headers[LOGID_HEADER] = logid;
      res.setHeader(LOGID_HEADER, logid);
      return logid;
    },
    customProps: (req) => ({ logid: req.id }),
    customLogLevel: (req, res, err) => {
      // Probes would drown the log; a 503 while the services start is expected, not an error.
      if (req.url === '/healthz' && !err) return res.statusCode >= 500 ? 'warn' : 'debug';
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
