import type { Migrations } from '@iq/service-common';
import * as users from './0001-users';
import * as accounts from './0002-accounts';
import * as rateLimitCounters from './0003-rate-limit-counters';
import * as resultsAwaitingAccount from './0004-results-awaiting-account';

/** Applied in name order; never rename or edit one that has shipped. */
export const userMigrations: Migrations = {
  '0001-users': users,
  '0002-accounts': accounts,
  '0003-rate-limit-counters': rateLimitCounters,
  '0004-results-awaiting-account': resultsAwaitingAccount,
};
