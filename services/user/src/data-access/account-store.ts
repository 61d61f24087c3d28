// Accounts: the users table (profile, password hash, confirmation).
import type { Kysely, Selectable } from 'kysely';
import type { UserProfile } from '@iq/contracts';
import type { UserDB } from './schema';

export type UserRow = Selectable<UserDB['users']>;
type Db = Kysely<UserDB>;

export function profileOf(user: UserRow): UserProfile {
  return {
    userId: user.id,
    name: user.name,
    email: user.email,
    nickname: user.nickname,
    phone: user.phone,
    birthday: user.birthday,
    sex: user.sex,
    hasPassword: user.password_hash !== null,
  };
}

export const accountQueries = {
  byEmail(db: Db, email: string, options: { lock?: boolean } = {}): Promise<UserRow | undefined> {
    let query = db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase());
    if (options.lock) query = query.forUpdate();
    return query.executeTakeFirst();
  },

  byId(db: Db, id: number): Promise<UserRow | undefined> {
    return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** A new account, or undefined when the address has one (a concurrent register): the caller treats it as existing. */
  async create(
    db: Db,
    values: { email: string; name: string; passwordHash: string | null; confirmedAt: Date | null },
    at: Date,
  ): Promise<UserRow | undefined> {
    return db
      .insertInto('users')
      .values({
        email: values.email.toLowerCase(),
        name: values.name,
        password_hash: values.passwordHash,
        confirmed_at: values.confirmedAt,
        updated_at: at,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .returningAll()
      .executeTakeFirst();
  },

  async confirm(db: Db, id: number, at: Date): Promise<void> {
    await db
      .updateTable('users')
      .set((eb) => ({ confirmed_at: eb.fn.coalesce('confirmed_at', eb.val(at)), updated_at: at }))
      .where('id', '=', id)
      .execute();
  },

  async setPassword(db: Db, id: number, passwordHash: string, at: Date): Promise<void> {
    await db
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: at })
      .where('id', '=', id)
      .execute();
  },

  async updateProfile(
    db: Db,
    id: number,
    patch: Partial<Pick<UserRow, 'nickname' | 'phone' | 'birthday' | 'sex'>>,
    at: Date,
  ): Promise<UserRow | undefined> {
    return db
      .updateTable('users')
      .set({ ...patch, updated_at: at })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  },
};
