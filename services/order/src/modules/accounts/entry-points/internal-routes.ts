// What the user service asks of the order service (issue 11; Internal-Token, never routed by the
// gateway, which has no /internal prefix; a wrong token looks like no route):
// GET  /internal/orders?email=   that mailbox's report orders, any status, newest first
// POST /internal/mail            a user-service mail into this service's outbox, one per dedupe key
import { Router, type Request } from 'express';
import {
  INTERNAL_TOKEN_HEADER,
  internalMailRequestSchema,
  isEmail,
  type InternalOrderListResponse,
} from '@iq/contracts';
import {
  BadRequestError,
  internalTokenMatches,
  NotFoundError,
  ok,
  validate,
  type Logger,
} from '@iq/service-common';
import { type MailDelivery, enqueueKeyedMail } from '../../mail';
import type { OrderStore } from '../../orders';
import { escapeHtml } from '../../../domain/html';

export interface InternalRouteContext {
  store: OrderStore;
  mail: MailDelivery;
  logger: Logger;
  now: () => Date;
  /** INTERNAL_TOKEN: what the user service presents. */
  internalToken: string;
}

/** Plain text as the outbox's HTML part when the caller sent none: paragraphs, lines kept. */
function htmlOfText(text: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  return `<!doctype html><html><body>${paragraphs}</body></html>`;
}

export function internalRoutes({ store, mail, logger, now, internalToken }: InternalRouteContext): Router {
  const router = Router();

  // Every /internal/* call of this router: the token first, so a prober learns nothing else.
  const requireToken = (req: Request) => {
    if (!internalTokenMatches(req.get(INTERNAL_TOKEN_HEADER), internalToken))
      throw new NotFoundError('Not found');
  };

  router.get('/internal/orders', async (req, res) => {
    requireToken(req);
    const raw = typeof req.query.email === 'string' ? req.query.email.trim() : '';
    if (!raw) throw new BadRequestError('email: required');
    if (raw.length > 320 || !isEmail(raw)) throw new BadRequestError('email: is not an e-mail address');
    const orders = await store.ordersOfMailbox(raw);
    res.setHeader('Cache-Control', 'no-store');
    ok<InternalOrderListResponse>(res, {
      orders: orders.map((o) => ({
        orderNumber: o.orderNumber,
        examId: o.examId,
        code: o.examCode,
        skuId: o.skuId,
        amountMinor: o.amountMinor,
        currency: o.currency,
        status: o.status,
        createdAt: o.createdAt.toISOString(),
      })),
    });
  });

  router.post('/internal/mail', async (req, res) => {
    requireToken(req);
    const body = validate(internalMailRequestSchema, req.body);
    const queued = await enqueueKeyedMail(
      store.db,
      {
        to: body.to,
        kind: body.kind,
        dedupeKey: body.dedupeKey,
        subject: body.subject,
        text: body.text,
        html: body.html ?? htmlOfText(body.text),
      },
      now(),
    );
    // Never the address or the body in a log line (CONVENTIONS.md): the kind says enough.
    logger.info(
      { kind: body.kind, queued },
      queued ? 'internal mail queued' : 'internal mail already queued',
    );
    if (queued) void mail.flush();
    ok(res, { queued: true as const });
  });

  return router;
}
