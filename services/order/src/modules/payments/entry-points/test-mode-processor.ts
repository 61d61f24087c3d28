// The processor behind the built-in card and PayPal providers: it reports each result the way a
// real processor does, as a signed event, and hands it to the same receiver POST /pay/events
// uses, so a test-mode payment exercises the production verification path.
import { randomBytes } from 'node:crypto';
import type { PayMethod } from '@iq/contracts';
import type { PaymentResult } from '../../orders';
import { signPayload, type PaymentEvent } from '../domain/payment-events';
import type { EventReceiver } from './event-receiver';

export interface TestModeProcessor {
  report(
    attempt: { id: string; orderNumber: string; method: PayMethod },
    result: PaymentResult,
  ): Promise<void>;
}

export function createTestModeProcessor(deps: {
  receiver: EventReceiver;
  secret: string;
  now: () => Date;
}): TestModeProcessor {
  return {
    async report(attempt, result) {
      const created = Math.floor(deps.now().getTime() / 1000);
      const event: PaymentEvent = {
        id: `evt_${randomBytes(18).toString('base64url')}`,
        type: result.outcome === 'succeeded' ? 'payment.succeeded' : 'payment.failed',
        created,
        data: {
          attemptId: attempt.id,
          orderNumber: attempt.orderNumber,
          method: attempt.method,
          ...(result.outcome === 'failed' && { failureReason: result.reason }),
          ...(result.card && { card: result.card }),
        },
      };
      const body = JSON.stringify(event);
      await deps.receiver.receive(body, signPayload(deps.secret, created, body));
    },
  };
}
