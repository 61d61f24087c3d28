// Issue 11 (spec §6 "account after purchase"): once an order is paid, the user service makes
// sure an account exists for the order's e-mail and mails a set-password link. The order service
// asks it from a durable job; these are that job's pure rules.

/** How long to wait before asking again after the n-th failed try (the last one repeats). */
export const ACCOUNT_RETRY_BACKOFF_MS: readonly number[] = [
  60_000, // 1 minute: a user service restarting
  5 * 60_000,
  30 * 60_000,
  2 * 60 * 60_000,
  6 * 60 * 60_000, // then every 6 hours, until the job table's claim limit (20 tries, ~4 days)
];

/** When to try again after the `claims`-th try failed. */
export function accountRetryAt(claims: number, at: Date): Date {
  const index = Math.min(Math.max(claims, 1), ACCOUNT_RETRY_BACKOFF_MS.length) - 1;
  return new Date(at.getTime() + ACCOUNT_RETRY_BACKOFF_MS[index]!);
}

/** What the user service's POST /internal/account/ensure is sent for a paid order. */
export function accountEnsureRequest(order: { orderNumber: string; email: string; locale: string }): {
  email: string;
  hl?: string;
  orderNumber: string;
} {
  const hl = order.locale.trim();
  return {
    // The account is the mailbox, whatever case the buyer typed (spec §6: account = e-mail).
    email: order.email.trim().toLowerCase(),
    ...(hl && hl.length <= 16 ? { hl } : {}),
    orderNumber: order.orderNumber,
  };
}
