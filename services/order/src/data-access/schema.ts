// Table types of the order schema (migrations/ is the source of truth for the DDL).
import type { ColumnType, Generated } from 'kysely';
import type { RateLimitCountersTable } from '@iq/service-common';

type CreatedAt = ColumnType<Date, never, never> & Generated<Date>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;

export interface OrderDB {
  orders: {
    order_number: string;
    exam_id: number;
    email: string;
    status: string;
    /** Money: integer minor units plus ISO currency (ARCHITECTURE.md "Data"). */
    total_minor: number;
    currency: string;
    sku_id: string;
    pay_method: string;
    country: string;
    locale: string;
    exam_code: string;
    exam_session_id: string;
    current_attempt_id: string;
    failure_reason: string | null;
    card_brand: string | null;
    card_last4: string | null;
    paid_at: Date | null;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
    birth_year: ColumnType<number | null, number | null | undefined, number | null>;
    upgrade_from: ColumnType<string | null, string | null | undefined, string | null>;
  };
  payment_attempts: {
    id: string;
    order_number: string;
    method: string;
    status: string;
    failure_reason: string | null;
    card_brand: string | null;
    card_last4: string | null;
    next_action: string | null;
    /** The provider's token to charge this card again (issue 10); never card data. */
    payment_token: ColumnType<string | null, string | null | undefined, string | null>;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  idempotency_keys: {
    key: string;
    scope: string;
    fingerprint: string;
    response_status: number | null;
    response_content_type: string | null;
    response_location: string | null;
    response_body: string | null;
    created_at: ColumnType<Date, Date | undefined, never>;
  };
  payment_events: {
    id: string;
    type: string;
    attempt_id: string;
    order_number: string;
    created_at: Date;
    received_at: Generated<Date>;
    note: string | null;
  };
  mail_outbox: {
    id: Generated<number>;
    kind: string;
    order_number: string | null;
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string;
    created_at: ColumnType<Date, Date | undefined, never>;
    sent_at: Date | null;
    send_attempts: ColumnType<number, number | undefined, number>;
    last_error: string | null;
    claimed_until: Date | null;
    /** One mail per key (POST /internal/mail, migration 0012); null for the order mails. */
    dedupe_key: ColumnType<string | null, string | null | undefined, string | null>;
  };
  report_scores: {
    exam_session_id: string;
    outcome: string | null;
    confirmed_at: Date | null;
    question_count: number;
    /** JSON text on the way in; parsed on the way out (jsonb). */
    score: ColumnType<unknown, string | null, string | null>;
    iq: number | null;
    country: string;
    birth_year: ColumnType<number | null, number | null | undefined, number | null>;
    recorded_at: ColumnType<Date, Date | undefined, never>;
  };
  report_files: {
    key: string;
    file_name: string;
    content_type: string;
    state: string;
    content: Uint8Array | null;
    attempts: ColumnType<number, number | undefined, number>;
    started_at: Date;
    finished_at: Date | null;
    last_error: string | null;
  };
  certificates: {
    code: string;
    exam_session_id: string;
    name: string | null;
    band: string;
    tested_at: Date;
    issued_at: ColumnType<Date, Date | undefined, never>;
  };
  /** Attempt limits (0016): rate-limiter-flexible's counts, keys `<scope>:<SHA-256>`. */
  rate_limit_counters: RateLimitCountersTable;
  share_tokens: {
    /** SHA-256 (hex) of the share token; the token itself is never stored. */
    token_hash: string;
    order_number: string;
    /** SHARE_PARTS, comma-separated. */
    parts: string;
    created_at: Date;
  };
  subscriptions: {
    id: string;
    order_number: string;
    email: string;
    plan_id: string;
    status: string;
    amount_minor: number;
    currency: string;
    locale: string;
    pay_method: string;
    payment_token: string;
    card_brand: string | null;
    card_last4: string | null;
    period: number;
    period_start: Date;
    period_end: Date;
    trial_end: Date | null;
    failed_attempts: ColumnType<number, number | undefined, number>;
    cancelled_at: Date | null;
    ended_at: Date | null;
    created_at: Date;
    updated_at: Date;
    /** When the buyer ticked the terms box (migration 0014; null before it). */
    terms_accepted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  };
  subscription_charges: {
    idempotency_key: string;
    subscription_id: string;
    period: number;
    attempt: number;
    amount_minor: number;
    currency: string;
    status: string;
    failure_reason: string | null;
    provider_charge_id: string | null;
    charged_at: Date;
    /** The plan the charge was for (migration 0011; null before). */
    plan_id: ColumnType<string | null, string | null | undefined, string | null>;
  };
  scheduled_jobs: {
    id: Generated<number>;
    kind: string;
    /** Renewals and reminders; null for an account job (migration 0012). */
    subscription_id: string | null;
    /** An account job's paid order (migration 0012); null for the subscription jobs. */
    order_number: ColumnType<string | null, string | null | undefined, string | null>;
    /** The subscription period (renewals, reminders); 0 for an account job. */
    period: number;
    run_at: Date;
    claims: ColumnType<number, number | undefined, number>;
    locked_until: Date | null;
    done_at: Date | null;
    last_error: string | null;
  };
  second_phase_purchases: {
    id: string;
    seq: Generated<number>;
    order_number: string;
    exam_session_id: string;
    email: string;
    kind: string;
    package_id: string;
    step: string;
    /** SKU item keys, comma-separated. */
    items: string;
    amount_minor: number;
    list_amount_minor: number;
    discount_percent: number;
    currency: string;
    provider_charge_id: string;
    charged_at: Date;
  };
  /** Issue 12: a questionnaire result unlocked for an account (free test) or a paid order. */
  questionnaire_unlocks: {
    exam_session_id: string;
    exam_id: number;
    kind: string;
    /** Exactly one of user_id and order_number is set. */
    user_id: string | null;
    order_number: string | null;
    /** JSON text on the way in; parsed on the way out (jsonb). */
    result: ColumnType<unknown, string, never>;
    taken_at: Date;
    created_at: Date;
  };
  /** The free evaluation pack added to a paid order (nothing charged): when, once per order. */
  free_pack_orders: {
    order_number: string;
    package_id: string;
    created_at: Date;
  };
  cancel_secrets: {
    secret_hash: string;
    kind: string;
    owner: string;
    expires_at: Date;
    wrong_attempts: ColumnType<number, number | undefined, number>;
    used_at: Date | null;
    created_at: Date;
  };
  /** Issue 35: money given back, or an approval released, through the provider adapter. */
  payment_refunds: {
    id: string;
    order_number: string;
    /** The attempt id of a tier order's charge, or 'sp:<purchase id>'. */
    charge_ref: string;
    method: string;
    kind: 'refund' | 'void';
    amount_minor: number;
    currency: string;
    reason: string;
    state: 'due' | 'done';
    provider_ref: string | null;
    created_at: Date;
    done_at: Date | null;
  };
  /** The built-in test-mode processor's own record of each submitted attempt (reconciliation asks it). */
  test_mode_payments: {
    attempt_id: string;
    state: string;
    failure_reason: string | null;
    card_brand: string | null;
    card_last4: string | null;
    decided_at: Date;
  };
}
