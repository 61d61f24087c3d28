// Campaign managers' own accounts and server-side sessions (issue 14: "its own accounts and a
// campaign-manager role; not the visitors' accounts").
import type { Kysely } from 'kysely';
import { ADMIN_SESSION_TTL_MS, newAdminSessionId, newAdminToken, sha256 } from '../domain/admin-secrets';
import type { AdminRole, RegistryDB } from '../schema';

type Db = Kysely<RegistryDB>;

export interface AdminSession {
  sessionId: string;
  adminId: number;
  email: string;
  role: AdminRole;
}

export const adminStore = {
  /** Adds an admin (the CLI's `admin add`; tests): `passwordHash` from @iq/service-common's hashPassword. */
  async addAdmin(db: Db, email: string, passwordHash: string, role: AdminRole, at: Date): Promise<number> {
    const row = await db
      .insertInto('admin_users')
      .values({ email: email.trim().toLowerCase(), password_hash: passwordHash, role, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** An enabled admin by e-mail (lower-cased), with the hash to check. */
  byEmail(db: Db, email: string) {
    return db
      .selectFrom('admin_users')
      .select(['id', 'email', 'password_hash', 'role'])
      .where('email', '=', email.trim().toLowerCase())
      .where('disabled_at', 'is', null)
      .executeTakeFirst();
  },

  /** A new session: the token for the cookie is returned once and never stored. */
  async openSession(db: Db, adminId: number, at: Date): Promise<{ token: string; expiresAt: Date }> {
    const token = newAdminToken();
    const expiresAt = new Date(at.getTime() + ADMIN_SESSION_TTL_MS);
    await db
      .insertInto('admin_sessions')
      .values({
        id: newAdminSessionId(),
        token_hash: sha256(token),
        admin_id: adminId,
        created_at: at,
        expires_at: expiresAt,
      })
      .execute();
    return { token, expiresAt };
  },

  /** The cookie's token → who, while the session is live and the admin enabled. */
  bySessionToken(db: Db, token: string, at: Date): Promise<AdminSession | undefined> {
    return db
      .selectFrom('admin_sessions as s')
      .innerJoin('admin_users as u', 'u.id', 's.admin_id')
      .select(['s.id as sessionId', 'u.id as adminId', 'u.email as email', 'u.role as role'])
      .where('s.token_hash', '=', sha256(token))
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', at)
      .where('u.disabled_at', 'is', null)
      .executeTakeFirst();
  },

  async revokeSession(db: Db, sessionId: string, at: Date): Promise<void> {
    await db.updateTable('admin_sessions').set({ revoked_at: at }).where('id', '=', sessionId).execute();
  },
};
