// The registry's admin API (issue 14, gateway /admin/api) for the admin page: plain fetch, no
// schema library or RTK Query in this chunk. Answers use the envelope { result, data, message };
// the cookie (HttpOnly, path /admin) rides along on same-origin requests. The answers' types are
// the gateway's own (@iq/contracts registry-api.ts; types only, nothing of it in this chunk).
import type { AdminMe, AuditEntryView, BuildView } from '@iq/contracts';

export type { AdminMe, AuditEntryView, BuildView };

export const REMOTES = ['landing', 'exam', 'checkout', 'report', 'account'] as const;
export type Remote = (typeof REMOTES)[number];

/** The server's answer: its data on 200, otherwise the status and its message ('' if none). */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

const BASE = '/admin/api';

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(
      new Request(`${BASE}${path}`, {
        method,
        credentials: 'same-origin',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  } catch {
    return { ok: false, status: 0, message: '' }; // offline, or the request never left
  }
  const envelope = (await response.json().catch(() => null)) as {
    result?: unknown;
    data?: unknown;
    message?: unknown;
  } | null;
  if (response.status === 200 && envelope && envelope.result === 200) {
    return { ok: true, data: envelope.data as T };
  }
  const message = typeof envelope?.message === 'string' ? envelope.message : '';
  // A 200 without the success envelope is not a success either.
  return { ok: false, status: response.status === 200 ? 502 : response.status, message };
}

/** The pages the manager confirms a build may stop serving (issue 40: exactly those listed). */
interface DropsPages {
  dropPages?: string[];
}
export interface PromoteBody extends DropsPages {
  remote: Remote;
  version: string;
  reason: string;
}
export interface RollbackBody {
  remote: Remote;
  variant?: string;
  reason: string;
}
export interface AssignBody extends DropsPages {
  variant: string;
  remote: Remote;
  /** null removes the assignment. */
  version: string | null;
  reason: string;
}
export interface CanaryBody extends DropsPages {
  remote: Remote;
  version: string;
  share: number;
  reason: string;
}

export const adminApi = {
  me: () => call<AdminMe>('GET', '/me'),
  login: (email: string, password: string) => call<AdminMe>('POST', '/login', { email, password }),
  logout: () => call<{ signedOut: true }>('POST', '/logout', {}),
  builds: (remote: Remote) =>
    call<{ remote: Remote; builds: BuildView[] }>('GET', `/remotes/${encodeURIComponent(remote)}/builds`),
  history: (limit = 50) => call<{ entries: AuditEntryView[] }>('GET', `/history?limit=${limit}`),
  promote: (body: PromoteBody) => call<unknown>('POST', '/promote', body),
  rollback: (body: RollbackBody) => call<unknown>('POST', '/rollback', body),
  assign: (body: AssignBody) => call<unknown>('POST', '/assign', body),
  canary: (body: CanaryBody) => call<unknown>('POST', '/canary', body),
};
