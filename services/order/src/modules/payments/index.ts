// The payments module: the order's payment calls and pages, provider events, refunds and reconciliation.
// Its public face (issue 39): other modules and app.ts import this module only from here.
export { testModeReader } from './data-access/test-mode-records';
export { createEventReceiver } from './entry-points/event-receiver';
export { eventRoutes } from './entry-points/event-routes';
export { orderRoutes } from './entry-points/order-routes';
export { paymentPages } from './entry-points/payment-pages';
export { createMoneyJobRunner } from './entry-points/refund-and-reconcile-jobs';
export { createTestModeProcessor } from './entry-points/test-mode-processor';
