// The Exam-Session header (ARCHITECTURE.md "Exam session"): the unguessable id is the only
// credential of a session; the public logid never is.
import type { Request } from 'express';
import { EXAM_ERROR_MESSAGES, EXAM_SESSION_HEADER } from '@iq/contracts';
import { BadRequestError, NotFoundError } from '@iq/service-common';
import type { ExamQueries, ExamSessionRecord } from '../../data-access/exam-store';

/** The header's session id, or a 400 when it is missing. */
export function sessionIdFrom(req: Request): string {
  const id = req.get(EXAM_SESSION_HEADER);
  if (!id) throw new BadRequestError(EXAM_ERROR_MESSAGES.missingSession);
  return id;
}

/** The session, or a 404: unknown ids and another exam's session look the same to a prober. */
export async function requireSession(
  queries: ExamQueries,
  id: string,
  options: { examId?: number; lock?: boolean } = {},
): Promise<ExamSessionRecord> {
  const session = id.length <= 128 ? await queries.findSession(id, options) : undefined;
  if (!session) throw new NotFoundError(EXAM_ERROR_MESSAGES.sessionNotFound);
  return session;
}
