import { useState } from 'react';
import type { PayMethod } from '@iq/contracts';
import { useRetryPaymentMutation } from '../../api/order-api';
import { openPaymentPage } from '../../components/safe-assign';
import {
  attemptFor,
  forgetAttempt,
  rememberAttemptOrder,
  retryFingerprint,
  wasRefused,
} from './payment-attempt';

/**
 * A new payment attempt on an unpaid order (POST order/retry) with its own Idempotency-Key,
 * then the provider's page. Resolves false when it could not start (the caller says so).
 */
export function useRetryPayment() {
  const [retryPayment] = useRetryPaymentMutation();
  const [busy, setBusy] = useState(false);
  const retry = async (orderNumber: string, payMethod: PayMethod): Promise<boolean> => {
    const fingerprint = retryFingerprint(orderNumber, payMethod);
    const { idempotencyKey } = attemptFor(fingerprint);
    rememberAttemptOrder(fingerprint, orderNumber);
    setBusy(true);
    try {
      const { payUrl } = await retryPayment({ retry: { orderNumber, payMethod }, idempotencyKey }).unwrap();
      // The button stays busy while the browser leaves for the provider's page.
      if (openPaymentPage(payUrl)) return true;
    } catch (error) {
      if (wasRefused(error)) forgetAttempt(fingerprint); // reported by the caller
    }
    setBusy(false);
    return false;
  };
  return { retry, busy };
}
