// Table types of the user schema (migrations/ is the source of truth for the DDL).
import type { ColumnType, Generated } from 'kysely';

export interface UserDB {
  users: {
    id: Generated<number>;
    email: string;
    password_hash: string;
    name: string;
    created_at: ColumnType<Date, never, never> & Generated<Date>;
  };
}
