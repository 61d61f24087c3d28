import type { Migrations } from '@iq/service-common';
import * as orders from './0001-orders';
import * as ordersAndAttempts from './0002-orders-and-attempts';
import * as eventsAndMail from './0003-events-and-mail';
import * as reportScores from './0004-report-scores-and-certificates';
import * as birthYear from './0005-birth-year';
import * as upgrades from './0006-upgrades';
import * as reportFiles from './0007-report-files';
import * as rateLimits from './0008-rate-limits';
import * as shareTokens from './0009-share-tokens';
import * as subscriptions from './0010-subscriptions';
import * as secondPhase from './0011-second-phase';
import * as accountJobsAndMailKeys from './0012-account-jobs-and-mail-keys';
import * as questionnaireUnlocks from './0013-questionnaire-unlocks';
import * as refundsAndReconciliation from './0014-refunds-and-reconciliation';
import * as freePackOrders from './0015-free-pack-orders';
import * as rateLimitCounters from './0016-rate-limit-counters';

/** Applied in name order; never rename or edit one that has shipped. */
export const orderMigrations: Migrations = {
  '0001-orders': orders,
  '0002-orders-and-attempts': ordersAndAttempts,
  '0003-events-and-mail': eventsAndMail,
  '0004-report-scores-and-certificates': reportScores,
  '0005-birth-year': birthYear,
  '0006-upgrades': upgrades,
  '0007-report-files': reportFiles,
  '0008-rate-limits': rateLimits,
  '0009-share-tokens': shareTokens,
  '0010-subscriptions': subscriptions,
  '0011-second-phase': secondPhase,
  '0012-account-jobs-and-mail-keys': accountJobsAndMailKeys,
  '0013-questionnaire-unlocks': questionnaireUnlocks,
  '0014-refunds-and-reconciliation': refundsAndReconciliation,
  '0015-free-pack-orders': freePackOrders,
  '0016-rate-limit-counters': rateLimitCounters,
};
