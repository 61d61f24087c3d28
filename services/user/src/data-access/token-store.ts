// One-time account tokens (confirmation, reset, set-password links) and the reset codes.
// Only hashes are stored; every use is a conditional update, so two racing uses win once.
import type { Kysely } from 'kysely';
import { codeHash, newToken, sha256 } from '../domain/secrets';
import type { UserDB } from './schema';

type Db = Kysely<UserDB>;
export type TokenPurpose = UserDB['account_tokens']['purpose'];

export const tokenQueries = {
  /** A new token of `purpose` for the account; the clear token is returned once. */
  async issue(db: Db, userId: number, purpose: TokenPurpose, at: Date, ttlMs: number): Promise<string> {
    const token = newToken();
    await db
      .insertInto('account_tokens')
      .values({
        token_hash: sha256(token),
        purpose,
        user_id: userId,
        created_at: at,
        expires_at: new Date(at.getTime() + ttlMs),
      })
      .execute();
    return token;
  },

  /** Uses a live token of one of `purposes`: its account id, or undefined (unknown, used, expired). */
  async use(db: Db, token: string, purposes: readonly TokenPurpose[], at: Date): Promise<number | undefined> {
    const row = await db
      .updateTable('account_tokens')
      .set({ used_at: at })
      .where('token_hash', '=', sha256(token))
      .where('purpose', 'in', purposes)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id;
  },

  /** Ends every unused token of these purposes (a reset spends the other reset links too). */
  async spendAll(db: Db, userId: number, purposes: readonly TokenPurpose[], at: Date): Promise<void> {
    await db
      .updateTable('account_tokens')
      .set({ used_at: at })
      .where('user_id', '=', userId)
      .where('purpose', 'in', purposes)
      .where('used_at', 'is', null)
      .execute();
  },

  /** A new code replaces the account's previous one (attempts start again). */
  async saveCode(db: Db, userId: number, code: string, at: Date, ttlMs: number): Promise<void> {
    const values = {
      code_hash: codeHash(userId, code),
      created_at: at,
      expires_at: new Date(at.getTime() + ttlMs),
      attempts: 0,
      used_at: null,
    };
    await db
      .insertInto('reset_codes')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  },

  codeOf(db: Db, userId: number) {
    return db
      .selectFrom('reset_codes')
      .selectAll()
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
  },

  async countWrongCode(db: Db, userId: number): Promise<void> {
    await db
      .updateTable('reset_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('user_id', '=', userId)
      .execute();
  },

  async markCodeUsed(db: Db, userId: number, at: Date): Promise<void> {
    await db.updateTable('reset_codes').set({ used_at: at }).where('user_id', '=', userId).execute();
  },
};
