// Server-side sessions (issue 11): the cookie carries a random token, the table its SHA-256.
// A session is live while unrevoked and unexpired; logout and password changes revoke.
import type { Kysely } from 'kysely';
import { newSessionId, newToken, sha256 } from '../domain/secrets';
import type { UserDB } from './schema';

type Db = Kysely<UserDB>;

/** spec: the cookie lives 30 days (Max-Age); so does the session behind it. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface LiveSession {
  sessionId: string;
  userId: number;
  email: string;
}

export const sessionQueries = {
  /** A new session: its id and the token for the cookie (returned once, never stored). */
  async open(
    db: Db,
    userId: number,
    at: Date,
  ): Promise<{ sessionId: string; token: string; expiresAt: Date }> {
    const token = newToken();
    const sessionId = newSessionId();
    const expiresAt = new Date(at.getTime() + SESSION_TTL_MS);
    await db
      .insertInto('sessions')
      .values({
        id: sessionId,
        token_hash: sha256(token),
        user_id: userId,
        created_at: at,
        expires_at: expiresAt,
      })
      .execute();
    return { sessionId, token, expiresAt };
  },

  /** The cookie's token → who, when the session is live. */
  byToken(db: Db, token: string, at: Date): Promise<LiveSession | undefined> {
    return db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.id as sessionId', 'u.id as userId', 'u.email as email'])
      .where('s.token_hash', '=', sha256(token))
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', at)
      .executeTakeFirst();
  },

  /** True when the session named in a signed identity is still live for that user. */
  async isLive(db: Db, sessionId: string, userId: number, at: Date): Promise<boolean> {
    const row = await db
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', sessionId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', at)
      .executeTakeFirst();
    return row !== undefined;
  },

  async revoke(db: Db, sessionId: string, at: Date): Promise<void> {
    await db
      .updateTable('sessions')
      .set({ revoked_at: at })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
  },

  /** Drops the account's ended sessions (revoked or expired): they open nothing; called at each sign-in. */
  async forgetEnded(db: Db, userId: number, at: Date): Promise<void> {
    await db
      .deleteFrom('sessions')
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('revoked_at', 'is not', null), eb('expires_at', '<=', at)]))
      .execute();
    await db
      .deleteFrom('account_tokens')
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', at)]))
      .execute();
  },

  /** Every session of the account (a password change or reset). */
  async revokeAll(db: Db, userId: number, at: Date): Promise<void> {
    await db
      .updateTable('sessions')
      .set({ revoked_at: at })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  },
};
