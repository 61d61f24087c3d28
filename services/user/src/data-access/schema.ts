// Table types of the user schema (migrations/ is the source of truth for the DDL).
import type { ColumnType, Generated } from 'kysely';

export interface UserDB {
  users: {
    id: Generated<number>;
    /** Lower-cased by the contracts' e-mail field; unique. */
    email: string;
    /** `scrypt$N$r$p$salt$hash` (@iq/service-common passwords.ts); null until a purchase-made account sets one. */
    password_hash: string | null;
    name: string;
    created_at: ColumnType<Date, never, never> & Generated<Date>;
    /** Null until the owner opened the confirmation link (or reset the password). */
    confirmed_at: Date | null;
    nickname: string | null;
    phone: string | null;
    /** YYYY-MM-DD */
    birthday: string | null;
    sex: 'male' | 'female' | 'confidential' | null;
    updated_at: ColumnType<Date, Date | undefined, Date>;
  };
  sessions: {
    /** Random, names the session in the signed identity; not a credential. */
    id: string;
    /** SHA-256 (hex) of the cookie's token; the token itself is never stored. */
    token_hash: string;
    user_id: number;
    created_at: Date;
    expires_at: Date;
    revoked_at: Date | null;
  };
  account_tokens: {
    token_hash: string;
    purpose: 'confirm' | 'reset' | 'set-password';
    user_id: number;
    created_at: Date;
    expires_at: Date;
    used_at: Date | null;
  };
  reset_codes: {
    user_id: number;
    code_hash: string;
    created_at: Date;
    expires_at: Date;
    attempts: ColumnType<number, number | undefined, number>;
    used_at: Date | null;
  };
  account_ensures: {
    order_number: string;
    user_id: number;
    created: boolean;
    created_at: Date;
    mailed_at: Date | null;
  };
  /** Throttling counts (DatabaseRateLimiter, @iq/service-common); null expires_at: never expires. */
  rate_limit_counters: {
    key: string;
    points: number;
    expires_at: Date | null;
  };
  /** Issue 38 (0004): results a sign-up brought along; exam_session_id cleared once claimed. */
  results_awaiting_account: {
    user_id: number;
    session_hash: string;
    exam_session_id: string | null;
    created_at: Date;
    claimed_at: Date | null;
    outcome: 'saved' | 'refused' | null;
  };
}
