import type { Logger } from '@iq/service-common';
import type { OrderConfig } from '../../../config';
import type { ExamSessions, OrderStore } from '../../orders';
import type { PaymentProviders } from '../../providers';
import type { Idempotency } from '../../../entry-points/idempotency';

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
