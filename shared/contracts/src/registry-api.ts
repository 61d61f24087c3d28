// The registry admin API's answers (issue 14, gateway /admin/api), in the success envelope's
// `data`: one definition for the gateway that sends them and the admin page that reads them. The
// request bodies' schemas stay in the gateway (services/gateway/src/registry/contract.ts): they
// check semver ranges with the gateway's own dependency.

export type AdminRole = 'campaign-manager' | 'viewer';

/** `adopt`: the deploy file's live build of a remote, taken over before the registry's first change of it. */
export type AuditAction = 'publish' | 'adopt' | 'promote' | 'rollback' | 'assign' | 'unassign' | 'canary';

/** GET /me, POST /login. */
export interface AdminMe {
  email: string;
  role: AdminRole;
}

/** One build of a remote (GET /remotes/:remote/builds). */
export interface BuildView {
  remote: string;
  version: string;
  contentHash: string;
  entry: string;
  shared: Record<string, string>;
  publishedAt: string;
  publishedBy: string;
  live: boolean;
  /** The canary's share when this build is the remote's canary. */
  canaryShare: number | null;
  /** Variants assigned to this build. */
  variants: string[];
  /**
   * Why the server would refuse to serve this build (promote, canary, assign), e.g. "react ^18.3.1
   * needed, the shell provides 19.3.1"; null when it would not (issue 40).
   */
  refusal: string | null;
  /**
   * The build's pages against the live build's (URL patterns): those it would stop serving and
   * those it adds; null for the live build, or when either declaration cannot be read.
   */
  pagesAgainstLive: { dropped: string[]; added: string[] } | null;
}

/** One audit line (GET /history). */
export interface AuditEntryView {
  id: number;
  at: string;
  actor: string;
  action: AuditAction;
  remote: string;
  target: string;
  before: unknown;
  after: unknown;
  reason: string;
}
