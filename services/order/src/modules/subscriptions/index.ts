// The subscriptions module: plans, their state, the renewal job, cancel and unsubscribe.
// Its public face (issue 39): other modules and app.ts import this module only from here.
export {
  DUE_JOB_MAX_CLAIMS,
  type ClaimedAccountJob,
  type ClaimedMoneyJob,
  type MoneyJobKind,
  type SavedCard,
  subscriptionQueries,
} from './data-access/subscription-store';
export { isLive, planChange, type SubscriptionRecord, subscriptionView } from './domain/subscription-state';
export { cancelSubscriptions } from './entry-points/cancel-subscriptions';
export { planRoutes } from './entry-points/plan-routes';
export { createSubscriptionScheduler, type SubscriptionScheduler } from './entry-points/renewal-job';
export { SubscriptionPaymentFailedError, subscriptionRoutes } from './entry-points/subscription-routes';
export { UNSUBSCRIBE_LIMITS, unsubscribeRoutes } from './entry-points/unsubscribe-routes';
