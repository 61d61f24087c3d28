// Table types of the order schema (migrations/ is the source of truth for the DDL).
import type { ColumnType, Generated } from 'kysely';

export interface OrderDB {
  orders: {
    order_number: string;
    exam_id: number;
    email: string | null;
    status: string;
    /** Money: integer minor units plus ISO currency (ARCHITECTURE.md "Data"). */
    total_minor: number;
    currency: string;
    created_at: ColumnType<Date, never, never> & Generated<Date>;
  };
}
