import type { Migrations } from '@iq/service-common';
import * as orders from './0001-orders';

/** Applied in name order; never rename or edit one that has shipped. */
export const orderMigrations: Migrations = {
  '0001-orders': orders,
};
