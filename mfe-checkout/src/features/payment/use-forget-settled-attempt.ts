import { useEffect } from 'react';
import type { OrderStatusResponse } from '@iq/contracts';
import { forgetAttemptOf } from './payment-attempt';

/** Once the server says an order is paid or failed, its payment attempt is over (payment-attempt.ts). */
export function useForgetSettledAttempt(order: OrderStatusResponse | undefined) {
  const orderNumber = order?.orderNumber;
  const settled = order?.status === 'paid' || order?.status === 'failed';
  useEffect(() => {
    if (orderNumber && settled) forgetAttemptOf(orderNumber);
  }, [orderNumber, settled]);
}
