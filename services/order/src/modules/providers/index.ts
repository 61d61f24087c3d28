// The providers module: what a payment provider is and answers (charges, refunds, card checks), and
// the simulated test-mode providers. Below payments, subscriptions and upsell, which all charge.
// Its public face (issue 39): other modules and app.ts import this module only from here.
export {
  type CardField,
  type CardOutcome,
  type CardProblem,
  checkCardForm,
  testModeOutcome,
} from './domain/card';
export { chargesOf, type RefundReason, type RefundRecord } from './domain/charges';
export type { PaymentProviders, ProviderAttemptState, SavedChargeResult } from './domain/payment-provider';
export { simulatedProviders, type TestModeRecord, type TestModeState } from './domain/simulated-providers';
