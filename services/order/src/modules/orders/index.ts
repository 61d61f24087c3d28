// The orders module: the catalogue, prices, purchase rules, an order and its state, the order routes.
// Its public face (issue 39): other modules and app.ts import this module only from here.
export {
  createExamSessionsClient,
  ExamServiceUnavailableError,
  type ExamSessions,
} from './data-access/exam-sessions';
export { loadHoldings, lockBuyer, lockMailbox, permanentVipOf } from './data-access/ledger-store';
export {
  accountFactsOfOrder,
  type AttemptRecord,
  createOrderStore,
  type OrderQueries,
  type OrderRecord,
  type OrderStore,
  siteRouteOfOrder,
} from './data-access/order-store';
export { TIER_SOLD_ITEMS } from './domain/catalogue';
export { CATALOGUE_COPY } from './domain/catalogue-copy';
export { newAttemptId, newOrderNumber } from './domain/handles';
export { type Holdings, holdingsOf, type PlanHolding } from './domain/holdings';
export { ORDER_MESSAGES } from './domain/order-messages';
export {
  applyPaymentResult,
  type AttemptStatus,
  canRetry,
  type CardSummary,
  FAILURE_REASONS,
  type FailureReason,
  isCurrent,
  isPayable,
  type PaymentResult,
  type StateChange,
  submitAttempt,
} from './domain/order-state';
export { currencyForCountry } from './domain/prices';
export { assertPurchasable, tierOrderPrice } from './domain/purchase';
export { PACKAGE_COPY } from './domain/second-phase-package-copy';
export {
  type OrderRoute,
  paymentScreenPath,
  payPagePath,
  paypalReturnPath,
  reportPath,
  statusCheckPath,
} from './domain/site-paths';
export { PLAN_COPY } from './domain/subscription-plan-copy';
export {
  hasPlans,
  periodEnd,
  PLAN_CURRENCY,
  PLAN_REGION,
  planList,
  PLANS,
  TRIAL_REMINDER_MS,
  trialEnd,
} from './domain/subscription-plans';
export { tierCheck } from './domain/tier-check';
export {
  type Entitlement,
  includes,
  lockOf,
  NOTHING_PAID,
  PART_ITEMS,
  UNLOCKED_BY,
} from './domain/tier-entitlement';
export { overpaymentOf, tierOffer, VIP_DISCOUNT_PERCENT, withVipDiscount } from './domain/tier-offers';
export { catalogueRoutes, countryParam, requestLocale } from './entry-points/catalogue-routes';
export { countryRoutes } from './entry-points/country-routes';
export {
  checkedBirthYear,
  checkedEmail,
  examSessionFrom,
  optionalExamSession,
  orderBody,
  requireOrder,
} from './entry-points/order-params';
