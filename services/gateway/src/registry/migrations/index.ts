import type { Migrations } from '@iq/service-common';
import * as registry from './0001-registry';
import * as rum from './0002-rum';

/** Applied in name order; never rename or edit one that has shipped. */
export const registryMigrations: Migrations = {
  '0001-registry': registry,
  '0002-rum': rum,
};
