// POST /pay/events (public /api/pay/events): a provider's webhook. The signature covers the
// exact bytes, so this route reads the raw body itself (mounted before the JSON parser).
import express, { Router } from 'express';
import { BODY_LIMIT, ok } from '@iq/service-common';
import { PAYMENT_SIGNATURE_HEADER } from '../domain/payment-events';
import type { EventReceiver } from './event-receiver';

export function eventRoutes(receiver: EventReceiver): Router {
  return Router().post(
    '/pay/events',
    express.raw({ type: () => true, limit: BODY_LIMIT }),
    async (req, res) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const { duplicate } = await receiver.receive(body, req.get(PAYMENT_SIGNATURE_HEADER));
      // 200 for a re-delivery too: the provider must stop retrying either way.
      ok(res, { received: true, duplicate });
    },
  );
}
