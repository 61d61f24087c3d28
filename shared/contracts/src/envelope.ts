// The response envelope every service answers with (ARCHITECTURE.md "Envelope").
export const RESULT_OK = 200;

export interface SuccessEnvelope<T> {
  result: typeof RESULT_OK;
  data: T;
}

export interface ErrorEnvelope {
  /** The spec's own code where it has one (e.g. 10101), otherwise the HTTP status. */
  result: number;
  message: string;
  /** On a 429 that knows it: seconds before asking again (the Retry-After header says the same). */
  retryAfterSeconds?: number;
  /**
   * Issue 35: where the buyer's answer lies when a purchase is refused because they own it
   * already (their report: /report/result/{code}-{examId}?orderNumber=…).
   */
  reportPath?: string;
}

export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

/** spec §7: a call succeeds when HTTP is 200 and body.result is 200. */
export function isSuccessEnvelope<T>(status: number, body: unknown): body is SuccessEnvelope<T> {
  return (
    status === 200 &&
    typeof body === 'object' &&
    body !== null &&
    (body as { result?: unknown }).result === RESULT_OK
  );
}
