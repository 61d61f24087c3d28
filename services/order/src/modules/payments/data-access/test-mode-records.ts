// The built-in test-mode processor's own record of each submitted attempt (migration 0014):
// what a real provider keeps on its side and answers when asked about an attempt. Our pages
// (the provider's hosted pages in test mode) write it in the transaction that submits; the
// simulated providers read it for reconciliation (issue 35).
import type { Kysely } from 'kysely';
import type { TestModeRecord, TestModeState } from '../../providers';
import type { OrderDB } from '../../../data-access/schema';

type Db = Kysely<OrderDB>;

export const testModeRecords = {
  /** Records (or moves on) an attempt's state at the processor. */
  async record(
    db: Db,
    attemptId: string,
    state: TestModeState,
    at: Date,
    details: { failureReason?: string | null; card?: { brand: string; last4: string } | null } = {},
  ): Promise<void> {
    const values = {
      state,
      failure_reason: details.failureReason ?? null,
      card_brand: details.card?.brand ?? null,
      card_last4: details.card?.last4 ?? null,
      decided_at: at,
    };
    await db
      .insertInto('test_mode_payments')
      .values({ attempt_id: attemptId, ...values })
      .onConflict((oc) => oc.column('attempt_id').doUpdateSet(values))
      .execute();
  },

  async find(db: Db, attemptId: string): Promise<TestModeRecord | undefined> {
    const row = await db
      .selectFrom('test_mode_payments')
      .selectAll()
      .where('attempt_id', '=', attemptId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      attemptId: row.attempt_id,
      state: row.state as TestModeState,
      failureReason: row.failure_reason,
      card: row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
      decidedAt: row.decided_at,
    };
  },
};

/** What the simulated providers are given to read their own records. */
export function testModeReader(db: Db): (attemptId: string) => Promise<TestModeRecord | undefined> {
  return (attemptId) => testModeRecords.find(db, attemptId);
}
