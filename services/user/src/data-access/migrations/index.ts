import type { Migrations } from '@iq/service-common';
import * as users from './0001-users';

/** Applied in name order; never rename or edit one that has shipped. */
export const userMigrations: Migrations = {
  '0001-users': users,
};
