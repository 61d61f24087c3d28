import type { Logger } from '@iq/service-common';
import type { OrderConfig } from '../../config';
import type { ExamSessions } from '../../data-access/exam-sessions';
import type { OrderStore } from '../../data-access/order-store';
import type { PaymentProviders } from '../../domain/payments/payment-provider';
import type { Idempotency } from './idempotency';

/** What the order routes work with; tests replace the clock and point examSessions at a real exam app. */
export interface OrderRouteContext {
  store: OrderStore;
  config: OrderConfig;
  examSessions: ExamSessions;
  providers: PaymentProviders;
  idempotency: Idempotency;
  logger: Logger;
  /** The service clock (card expiry, event timestamps, idempotency retention). */
  now: () => Date;
}
