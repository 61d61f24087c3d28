// Kysely queries of the free evaluation pack (POST /exam/extra/order/submit): when a paid order's
// buyer added it. Nothing else touches free_pack_orders.
import type { Kysely } from 'kysely';
import type { OrderDB } from '../../../data-access/schema';

export function createFreePackStore(db: Kysely<OrderDB>) {
  return {
    /** When the pack was added to the order, or null. */
    async orderedAt(orderNumber: string): Promise<Date | null> {
      const row = await db
        .selectFrom('free_pack_orders')
        .select('created_at')
        .where('order_number', '=', orderNumber)
        .executeTakeFirst();
      return row ? new Date(row.created_at) : null;
    },

    /** Adds the pack once (one statement: two racing submits keep the first); when it was added. */
    async add(orderNumber: string, packageId: string, now: Date): Promise<Date> {
      await db
        .insertInto('free_pack_orders')
        .values({ order_number: orderNumber, package_id: packageId, created_at: now })
        .onConflict((oc) => oc.column('order_number').doNothing())
        .execute();
      return (await this.orderedAt(orderNumber))!;
    },
  };
}

export type FreePackStore = ReturnType<typeof createFreePackStore>;
