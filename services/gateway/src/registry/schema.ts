// Table types of the remote registry (issue 14); migrations/ is the source of truth for the DDL.
import type { AdminRole, AnalysisConfig, AnalysisState, AuditAction, GateResult } from '@iq/contracts';
import type { ColumnType, Generated } from 'kysely';

// The roles and audit actions are the admin API's too (@iq/contracts registry-api.ts).
export type { AdminRole, AuditAction };

/** Package name → semver range a build needs from the shell's shared singletons, e.g. { react: '^19.0.0' }. */
export type SharedRequirements = Record<string, string>;

/** What an audit row's before/after says about a live pointer, an assignment or a canary. */
export interface BuildRef {
  buildId: number;
  version: string;
}
export interface CanaryState extends BuildRef {
  share: number;
}

type Json<T> = ColumnType<T, string, string>;

export interface RegistryDB {
  /** Immutable: one row per (remote, version); never updated or deleted by the API. */
  builds: {
    id: Generated<number>;
    remote: string;
    version: string;
    content_hash: string;
    entry: string;
    shared: Json<SharedRequirements>;
    published_at: Date;
    published_by: string;
  };
  /** The build every visitor gets unless an assignment or a canary says otherwise. */
  live_builds: {
    remote: string;
    build_id: number;
    updated_at: Date;
  };
  /** Per landing variant: which build of `remote` serves that variant's pages. */
  variant_assignments: {
    variant: string;
    remote: string;
    build_id: number;
    updated_at: Date;
  };
  /** `share` % of visitors (0–100) get `build_id` instead of the live build; 0 ends the canary. */
  canaries: {
    remote: string;
    build_id: number;
    share: number;
    updated_at: Date;
  };
  admin_users: {
    id: Generated<number>;
    /** Lower-cased. */
    email: string;
    /** `scrypt$N$r$p$salt$hash` (@iq/service-common passwords.ts). */
    password_hash: string;
    role: AdminRole;
    created_at: Date;
    disabled_at: Date | null;
  };
  admin_sessions: {
    id: string;
    /** SHA-256 (hex) of the cookie's token; the token itself is never stored. */
    token_hash: string;
    admin_id: number;
    created_at: Date;
    expires_at: Date;
    revoked_at: Date | null;
  };
  audit_log: {
    id: Generated<number>;
    at: Date;
    /** An admin's e-mail, or `ci:<publisher>` for a publish with the CI token. */
    actor: string;
    action: AuditAction;
    remote: string;
    /** What changed: `live:<remote>`, `variant:<variant>:<remote>`, `canary:<remote>`, `build:<remote>@<version>`. */
    target: string;
    /** Null: nothing was there (no live build, no assignment, no canary, a new build). */
    before: ColumnType<unknown, string | null, never>;
    after: ColumnType<unknown, string | null, never>;
    reason: string;
  };
  /**
   * Issue 41: real-user counts per build and 10-second slot (its start). `series`: `views`, `error_views`,
   * `load_failures`, `step:<funnel step>` (bucket 0) or `vital:<lcp|cls|inp|ttfb>` (bucket: the
   * value's, domain/vital-buckets.ts). Gateways add to the rows; nothing updates them otherwise.
   */
  rum_counts: {
    remote: string;
    version: string;
    slot: Date;
    series: string;
    bucket: number;
    /** bigint: node-postgres reads it as a string. */
    count: ColumnType<string | number, number, number>;
  };
  /** A canary with its analysis (issue 41); at most one `running` per remote. */
  canary_analyses: {
    id: Generated<number>;
    remote: string;
    build_id: number;
    config: Json<AnalysisConfig>;
    state: AnalysisState;
    /** Index into config.steps of the share served now. */
    step_index: number;
    started_by: string;
    started_at: Date;
    step_started_at: Date;
    checked_at: Date | null;
    /** The last judgement's gates. */
    gates: Json<GateResult[]>;
    decided_at: Date | null;
    reason: string | null;
  };
}
