// The payments module: cards, providers, the payment pages, provider events, charges, refunds, the ledger.
// Its public face (issue 39): other modules and app.ts import this module only from here.
export { testModeReader } from './data-access/test-mode-records';
export type { RefundReason, RefundRecord } from './domain/charges';
export type { PaymentEvent } from './domain/payment-events';
export type { PaymentProviders, SavedChargeResult } from './domain/payment-provider';
export { simulatedProviders } from './domain/simulated-providers';
export { createEventReceiver } from './entry-points/event-receiver';
export { eventRoutes } from './entry-points/event-routes';
export { orderRoutes } from './entry-points/order-routes';
export { paymentPages } from './entry-points/payment-pages';
export { createMoneyJobRunner } from './entry-points/refund-and-reconcile-jobs';
export { createTestModeProcessor } from './entry-points/test-mode-processor';
