// The user service, asked over HTTP (ARCHITECTURE.md: a service never reads another's tables):
// POST {userUrl}/internal/account/ensure with the internal token, after an order is paid
// (issue 11). The account job (entry-points/scheduler/account-jobs.ts) decides what an answer
// means for the job; this only says what came back.
import { ensureAccountResponseSchema, INTERNAL_TOKEN_HEADER, isSuccessEnvelope } from '@iq/contracts';
import { createUpstream, DEV_INTERNAL_TOKEN } from '@iq/service-common';

type EnsureAccountRequest = { email: string; hl?: string; orderNumber: string };

export type EnsureAccountOutcome =
  /** The account exists now (created: this call made it). */
  | { kind: 'done'; created: boolean }
  /** The user service was down, slow, or answered something else: ask again later. */
  | { kind: 'retry'; reason: string }
  /** 400: the user service will never accept this request (asking again changes nothing). */
  | { kind: 'refused'; reason: string };

export interface UserAccounts {
  ensure(request: EnsureAccountRequest): Promise<EnsureAccountOutcome>;
}

export interface UserAccountsOptions {
  timeoutMs?: number;
  /** INTERNAL_TOKEN (loadInternalToken() in main.ts); the development value otherwise. */
  internalToken?: string;
}

export function createUserAccountsClient(
  userUrl: string,
  { timeoutMs = 5000, internalToken = DEV_INTERNAL_TOKEN }: UserAccountsOptions = {},
): UserAccounts {
  const user = createUpstream(userUrl); // one URL, or its instances' comma-separated
  return {
    async ensure(request) {
      let status: number;
      let body: unknown;
      try {
        const response = await user.fetch('/internal/account/ensure', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            [INTERNAL_TOKEN_HEADER]: internalToken,
          },
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        body = await response.json().catch(() => null);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        return { kind: 'retry', reason: `user service unreachable: ${message}` };
      }
      if (status === 400) {
        const message = (body as { message?: unknown } | null)?.message;
        return { kind: 'refused', reason: `400 ${typeof message === 'string' ? message : ''}`.trim() };
      }
      // 404 included: a wrong token or a user service without the route yet (a deploy in progress).
      if (!isSuccessEnvelope<unknown>(status, body))
        return { kind: 'retry', reason: `user service answered ${status}` };
      const parsed = ensureAccountResponseSchema.safeParse(body.data);
      if (!parsed.success) return { kind: 'retry', reason: 'user service answered an unexpected body' };
      return { kind: 'done', created: parsed.data.created };
    },
  };
}
