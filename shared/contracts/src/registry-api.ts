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
