// The registry's admin API (issue 14, gateway /admin/api) for the admin page: plain fetch, no
// schema library or RTK Query in this chunk. Answers use the envelope { result, data, message };
// the cookie (HttpOnly, path /admin) rides along on same-origin requests. The answers' types are
// the gateway's own (@iq/contracts registry-api.ts and rum-api.ts; types only here).
import type {
  AdminMe,
  AnalysisConfig,
  AnalysisView,
  AuditEntryView,
  BuildHealthView,
  BuildView,
} from '@iq/contracts';

export type { AdminMe, AnalysisConfig, AnalysisView, AuditEntryView, BuildHealthView, BuildView };

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

/** Issue 41: a canary of `version` at `config.steps[0]` %, stepped up or rolled back by its analysis. */
export interface StartAnalysisBody extends DropsPages {
  remote: Remote;
  version: string;
  config: AnalysisConfig;
  reason: string;
}
export interface StopAnalysisBody {
  remote: Remote;
  reason: string;
}

/** The minutes a health chart covers (the API takes 5 to 1440). */
export const HEALTH_MINUTES = 60;

const remotePath = (remote: Remote) => `/remotes/${encodeURIComponent(remote)}`;

export const adminApi = {
  me: () => call<AdminMe>('GET', '/me'),
  login: (email: string, password: string) => call<AdminMe>('POST', '/login', { email, password }),
  logout: () => call<{ signedOut: true }>('POST', '/logout', {}),
  builds: (remote: Remote) =>
    call<{ remote: Remote; builds: BuildView[] }>('GET', `${remotePath(remote)}/builds`),
  history: (limit = 50) => call<{ entries: AuditEntryView[] }>('GET', `/history?limit=${limit}`),
  promote: (body: PromoteBody) => call<unknown>('POST', '/promote', body),
  rollback: (body: RollbackBody) => call<unknown>('POST', '/rollback', body),
  assign: (body: AssignBody) => call<unknown>('POST', '/assign', body),
  canary: (body: CanaryBody) => call<unknown>('POST', '/canary', body),
  health: (remote: Remote, version: string, minutes = HEALTH_MINUTES) =>
    call<BuildHealthView>(
      'GET',
      `${remotePath(remote)}/builds/${encodeURIComponent(version)}/health?minutes=${minutes}`,
    ),
  /** The remote's running analysis, or the last one that ended; null when it never had one. */
  analysis: (remote: Remote) =>
    call<{ analysis: AnalysisView | null; defaults: AnalysisConfig }>(
      'GET',
      `${remotePath(remote)}/analysis`,
    ),
  startAnalysis: (body: StartAnalysisBody) => call<{ analysis: AnalysisView }>('POST', '/analysis', body),
  stopAnalysis: (body: StopAnalysisBody) => call<{ analysis: AnalysisView }>('POST', '/analysis/stop', body),
};
