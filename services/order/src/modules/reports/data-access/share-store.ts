// Kysely queries behind share links (issue 8): the stored choice of an order's owner, by the
// SHA-256 of its token. Nothing else touches share_tokens.
import type { Kysely } from 'kysely';
import type { SharePart } from '../domain/share-tokens';
import type { OrderDB } from '../../../data-access/schema';

export interface StoredShare {
  orderNumber: string;
  parts: SharePart[];
}

export function createShareStore(db: Kysely<OrderDB>) {
  return {
    async save(tokenHash: string, share: StoredShare, now: Date): Promise<void> {
      await db
        .insertInto('share_tokens')
        .values({
          token_hash: tokenHash,
          order_number: share.orderNumber,
          parts: share.parts.join(','),
          created_at: now,
        })
        .execute();
    },

    async find(tokenHash: string): Promise<StoredShare | undefined> {
      const row = await db
        .selectFrom('share_tokens')
        .select(['order_number', 'parts'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return row && { orderNumber: row.order_number, parts: row.parts.split(',') as SharePart[] };
    },
  };
}

export type ShareStore = ReturnType<typeof createShareStore>;
