// The answer of the start the gateway's early script sent for this page (@iq/contracts
// early-start.ts), taken once: a later start (a retake, another exam) goes to the server itself.
import {
  EARLY_EXAM_START,
  isSuccessEnvelope,
  type EarlyExamStart,
  type StartExamSessionResponse,
} from '@iq/contracts';

type EarlyStartWindow = Window & { [EARLY_EXAM_START.global]?: EarlyExamStart };

/**
 * The early start's session when it was sent for this exam and code and the server started it;
 * null otherwise (none sent, another page's, failed, refused), and the caller starts as usual.
 */
export async function takeEarlyStart(
  examId: number,
  code: string,
  target: EarlyStartWindow = window,
): Promise<{ started: StartExamSessionResponse; hl: string | undefined } | null> {
  const early = target[EARLY_EXAM_START.global];
  if (!early) return null;
  delete target[EARLY_EXAM_START.global];
  if (early.request.examId !== examId || early.request.code !== code) return null;
  const answer = await early.response;
  if (!answer || !isSuccessEnvelope<StartExamSessionResponse>(answer.status, answer.body)) return null;
  const started = answer.body.data;
  if (typeof started?.sessionId !== 'string' || !started.sessionId) return null;
  return { started, hl: early.request.hl };
}
