// The IQ question page's session, started by the gateway while it answers the page request
// (issue 38: question 1 comes with the HTML). The same call the browser's early start made
// (POST /exam/session/start with hl, which serves the list and starts the clock), counted by the
// same per-client limit; any failure means no first view in the HTML, and the page then starts
// its session from the browser as before.
import type { Request } from 'express';
import {
  isSuccessEnvelope,
  startExamSessionResponseSchema,
  type StartExamSessionRequest,
  type StartExamSessionResponse,
} from '@iq/contracts';
import { createUpstream, LOGID_HEADER, requestLog } from '@iq/service-common';

export type PageSessionStart = (
  req: Request,
  request: StartExamSessionRequest,
) => Promise<StartExamSessionResponse | null>;

export interface PageSessionStartOptions {
  examUrl: string;
  /** Counts the start against the client's session-start limit: false when it is used up. */
  take: (client: string) => Promise<boolean>;
  /** How long the page waits for the start (default 3000 ms). */
  timeoutMs?: number;
}

export function pageSessionStart({
  examUrl,
  take,
  timeoutMs = 3000,
}: PageSessionStartOptions): PageSessionStart {
  const exam = createUpstream(examUrl);
  return async (req, request) => {
    const client = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    if (!(await take(client))) return null;
    const logid = req.get(LOGID_HEADER);
    try {
      const response = await exam.fetch('/exam/session/start', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(request.hl ? { hl: request.hl } : {}),
          'x-forwarded-for': [...req.ips, req.socket.remoteAddress ?? ''].filter(Boolean).join(', '),
          ...(logid ? { [LOGID_HEADER]: logid } : {}),
        },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body: unknown = await response.json().catch(() => null);
      if (!isSuccessEnvelope<unknown>(response.status, body)) return null;
      const parsed = startExamSessionResponseSchema.safeParse(body.data);
      return parsed.success && parsed.data.questionList?.state ? parsed.data : null;
    } catch (error) {
      requestLog(req)?.warn(
        { error: error instanceof Error ? error.message : String(error) },
        'question page: session start failed; page served without its first question',
      );
      return null;
    }
  };
}
