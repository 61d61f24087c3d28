// The built-in providers' pages (issue 7), public at /api/pay/pay/page/{attemptId}…:
//   GET  page/{id}            card form, or the PayPal test page
//   POST page/{id}            card: charge (Idempotency-Key in the form's `idempotencyKey`);
//                             PayPal: decision=approve → return URL, decision=cancel → payment screen
//   GET|POST page/{id}/3ds    3-D Secure challenge: decision=approve | fail
//   GET  paypal/return/{id}   back from PayPal approval: capture
// The card page is the ONLY place a card number is typed or read; it lives in this request's
// memory and leaves it as brand and last four digits.
import { randomBytes } from 'node:crypto';
import express, { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import { resolveLocale, type LocaleTag } from '@iq/contracts';
import { DomainError } from '@iq/service-common';
import {
  loadHoldings,
  lockBuyer,
  type AttemptRecord,
  type OrderQueries,
  type OrderRecord,
  overpaymentOf,
  isPayable,
  submitAttempt,
  type PaymentResult,
  payPagePath,
  paymentScreenPath,
  paypalReturnPath,
  reportPath,
  statusCheckPath,
} from '../../orders';
import { refundQueries } from '../data-access/refund-store';
import { testModeRecords } from '../data-access/test-mode-records';
import { checkCardForm, testModeOutcome, type CardOutcome } from '../../providers';
import type { TestModeProcessor } from './test-mode-processor';
import { sendPage } from '../../../entry-points/html-page';
import { idempotencyKeyFrom, sendStored } from '../../../entry-points/idempotency';
import type { OrderRouteContext } from './route-context';
import { RECONCILE_AFTER_MS } from './refund-and-reconcile-jobs';
import { cardPage, challengePage, messagePage, outOfDatePage, paypalPage } from './views/payment-page-views';

const ATTEMPT_ID = /^[A-Za-z0-9_-]{22}$/;

/** A browser page's failures: answered with an HTML page, never JSON. */
class PageUnavailable extends Error {}
class PageBadRequest extends Error {}

const redirect = (res: Response, location: string) => res.redirect(303, location);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const newFormKey = () => randomBytes(16).toString('base64url');

export function paymentPages(
  context: OrderRouteContext & { processor: TestModeProcessor; jobsDue?: () => void },
): Router {
  const { store, idempotency, processor, providers, logger, now, jobsDue } = context;
  const router = Router();
  // Forms are small: a few fields. Anything bigger is not ours.
  const form = express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 20 });

  async function load(
    req: Request,
  ): Promise<{ attempt: AttemptRecord; order: OrderRecord; locale: LocaleTag }> {
    const id = req.params.attemptId;
    if (typeof id !== 'string' || !ATTEMPT_ID.test(id)) throw new PageUnavailable();
    const attempt = await store.findAttempt(id);
    const order = attempt && (await store.findOrder(attempt.orderNumber));
    if (!attempt || !order) throw new PageUnavailable();
    return { attempt, order, locale: resolveLocale(order.locale) };
  }

  /** A card attempt waiting for its 3-D Secure answer. */
  const challengeOpen = (order: OrderRecord, attempt: AttemptRecord) =>
    attempt.status === 'pending' && attempt.nextAction === '3ds' && order.status !== 'paid';

  /** Where a page that can no longer take a payment sends the buyer. */
  const elsewhere = (order: OrderRecord, attempt: AttemptRecord) =>
    challengeOpen(order, attempt) ? payPagePath(attempt.id, '/3ds') : statusCheckPath(order);

  /**
   * Issue 35: whether the buyer still owes this order its amount: nothing of it was bought since
   * (another tab's order, a package). Inside a transaction it takes the buyer's lock first, so
   * two orders of one test are never both submitted against the same holdings.
   */
  async function stillOwed(queries: Pick<OrderQueries, 'db'>, order: OrderRecord, locked: boolean) {
    if (locked) await lockBuyer(queries.db, order.examSessionId);
    const holdings = await loadHoldings(queries.db, order, now(), { excluding: order.orderNumber });
    return overpaymentOf(order, holdings) === 0;
  }

  /** The page an out-of-date order shows instead of taking a payment (409: nothing charged). */
  async function sendOutOfDate(res: Response, order: OrderRecord, locale: LocaleTag) {
    const paid = await store.latestPaidOfSession(order.examSessionId);
    sendPage(res, 409, outOfDatePage(locale, paid ? reportPath(paid) : null));
  }

  /** After a submit: the provider is asked about the attempt if no result has come by then. */
  const armReconcile = (queries: Pick<OrderQueries, 'db'>, order: OrderRecord, at: Date) =>
    refundQueries.armJob(
      queries.db,
      'reconcile',
      order.orderNumber,
      new Date(at.getTime() + RECONCILE_AFTER_MS),
    );

  /** Reports a result; a failed delivery leaves the order pending (the status page says so). */
  async function report(attempt: AttemptRecord, result: PaymentResult): Promise<void> {
    try {
      await processor.report(attempt, result);
    } catch (err) {
      logger.error({ err, attempt: attempt.id.slice(0, 6) }, 'test-mode payment event not delivered');
    }
  }

  router.get('/pay/pay/page/:attemptId', async (req, res) => {
    const { attempt, order, locale } = await load(req);
    if (!isPayable(order, attempt)) return redirect(res, elsewhere(order, attempt));
    if (!(await stillOwed(store, order, false))) return sendOutOfDate(res, order, locale);
    if (attempt.method === 'paypal') return sendPage(res, 200, paypalPage(locale, order));
    sendPage(
      res,
      200,
      cardPage(locale, order, { idempotencyKey: newFormKey(), otherMethodHref: paymentScreenPath(order) }),
    );
  });

  router.post('/pay/pay/page/:attemptId', form, async (req, res) => {
    const { attempt, order, locale } = await load(req);
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (attempt.method === 'paypal') return paypalDecision(res, order, attempt, text(body.decision));
    const key = idempotencyKeyFrom(req, text(body.idempotencyKey));
    const call = { key, scope: 'card.submit', parameters: { attemptId: attempt.id } };
    // A repeated submit (double click, reload) gets the first answer before anything else.
    const earlier = await idempotency.replayOf(call);
    if (earlier) return sendStored(res, earlier, true);
    if (!isPayable(order, attempt)) return redirect(res, elsewhere(order, attempt));

    const typed = {
      cardNumber: text(body.cardNumber),
      expiry: text(body.expiry),
      cvc: text(body.cvc),
      name: text(body.name),
    };
    const checked = checkCardForm(typed, now());
    if (!checked.card) {
      const state = {
        expiry: typed.expiry.slice(0, 7),
        name: typed.name.slice(0, 100),
        problems: checked.problems,
      };
      return sendPage(
        res,
        400,
        cardPage(locale, order, {
          idempotencyKey: newFormKey(),
          otherMethodHref: paymentScreenPath(order),
          state,
        }),
      );
    }
    const card = checked.card;
    let outcome: CardOutcome | undefined;
    const { response, replayed } = await idempotency.run(call, async (queries) => {
      // Under the order's lock: a second submit (another key, another tab) finds it pending.
      const current = await queries.findOrder(order.orderNumber, { lock: true });
      const fresh = await queries.findAttempt(attempt.id);
      if (!current || !fresh || !isPayable(current, fresh))
        return { status: 303, contentType: 'text/plain', body: '', location: statusCheckPath(order) };
      // Bought meanwhile (another tab): back to this page, which now says so; nothing is charged.
      if (!(await stillOwed(queries, current, true)))
        return { status: 303, contentType: 'text/plain', body: '', location: payPagePath(attempt.id) };
      const change = submitAttempt(current, fresh);
      const at = now();
      outcome = testModeOutcome(card.digits);
      const challenge = outcome.kind === 'requires-3ds';
      // The processor's own record of what it decided (reconciliation asks it), with the submit.
      await testModeRecords.record(
        queries.db,
        fresh.id,
        outcome.kind === 'requires-3ds'
          ? 'requires-action'
          : outcome.kind === 'succeeded'
            ? 'succeeded'
            : 'failed',
        at,
        { failureReason: outcome.kind === 'failed' ? outcome.reason : null, card: card.summary },
      );
      await armReconcile(queries, current, at);
      await queries.updateAttempt(
        fresh.id,
        { ...change.attempt!, card: card.summary, nextAction: challenge ? '3ds' : null },
        at,
      );
      // Issue 10: a card that can pay is kept at the provider for the subscription offer; only
      // the provider's token is stored, beside brand and last four digits.
      const recurring = providers.card.recurring;
      if (outcome.kind !== 'failed' && recurring) {
        const { token } = await recurring.saveCard({ digits: card.digits, ...card.summary });
        await queries.savePaymentToken(fresh.id, token);
      }
      await queries.updateOrder(current.orderNumber, change.order!, at);
      const next = challenge ? payPagePath(attempt.id, '/3ds') : statusCheckPath(order);
      return { status: 303, contentType: 'text/plain', body: '', location: next };
    });
    if (!replayed && outcome && outcome.kind !== 'requires-3ds') {
      const result: PaymentResult =
        outcome.kind === 'succeeded'
          ? { outcome: 'succeeded', card: card.summary }
          : { outcome: 'failed', reason: outcome.reason, card: card.summary };
      await report(attempt, result);
    }
    sendStored(res, response, replayed);
  });

  router.get('/pay/pay/page/:attemptId/3ds', async (req, res) => {
    const { attempt, order, locale } = await load(req);
    if (!challengeOpen(order, attempt)) return redirect(res, statusCheckPath(order));
    sendPage(res, 200, challengePage(locale, order));
  });

  router.post('/pay/pay/page/:attemptId/3ds', form, async (req, res) => {
    const { attempt, order } = await load(req);
    const decision = text((req.body as Record<string, unknown> | undefined)?.decision);
    if (decision !== 'approve' && decision !== 'fail') throw new PageBadRequest();
    // Only an open challenge decides anything; a second click finds the result already in.
    if (challengeOpen(order, attempt)) {
      const card = attempt.cardLast4
        ? { brand: attempt.cardBrand ?? 'card', last4: attempt.cardLast4 }
        : undefined;
      await testModeRecords.record(
        store.db,
        attempt.id,
        decision === 'approve' ? 'succeeded' : 'failed',
        now(),
        {
          failureReason: decision === 'approve' ? null : 'authentication-failed',
          card,
        },
      );
      await report(
        attempt,
        decision === 'approve'
          ? { outcome: 'succeeded', card }
          : { outcome: 'failed', reason: 'authentication-failed', card },
      );
    }
    redirect(res, statusCheckPath(order));
  });

  async function paypalDecision(res: Response, order: OrderRecord, attempt: AttemptRecord, decision: string) {
    if (decision !== 'approve' && decision !== 'cancel') throw new PageBadRequest();
    if (!isPayable(order, attempt)) return redirect(res, statusCheckPath(order));
    if (decision === 'cancel') {
      await report(attempt, { outcome: 'failed', reason: 'cancelled' });
      return redirect(res, paymentScreenPath(order, true));
    }
    const approved = await store.transaction(async (queries) => {
      const current = await queries.findOrder(order.orderNumber, { lock: true });
      const fresh = await queries.findAttempt(attempt.id);
      if (!current || !fresh) return 'no';
      if (!(await stillOwed(queries, current, true))) return 'out-of-date';
      const change = submitAttempt(current, fresh);
      if (!change.attempt || !change.order) return 'no';
      const at = now();
      await queries.updateAttempt(fresh.id, change.attempt, at);
      await queries.updateOrder(current.orderNumber, change.order, at);
      await testModeRecords.record(queries.db, fresh.id, 'approved', at);
      await armReconcile(queries, current, at);
      return 'yes';
    });
    // Bought meanwhile: this page says so (GET), nothing is approved.
    if (approved === 'out-of-date') return redirect(res, payPagePath(attempt.id));
    // Approved at PayPal: back to the site's return URL, which captures.
    redirect(res, approved === 'yes' ? paypalReturnPath(attempt.id) : statusCheckPath(order));
  }

  router.get('/pay/pay/paypal/return/:attemptId', async (req, res) => {
    const { attempt, order } = await load(req);
    // Capture once: only an approved (pending) PayPal attempt; a reload finds it captured.
    if (attempt.method !== 'paypal' || attempt.status !== 'pending')
      return redirect(res, statusCheckPath(order));
    // Issue 35: an order paid meanwhile (a card retry, another tab), or whose contents were bought
    // since, is not captured again: the approval is released (the refund job tells the provider
    // and mails the buyer) and nothing is taken.
    const capture = await store.transaction(async (queries) => {
      const current = await queries.findOrder(order.orderNumber, { lock: true });
      const fresh = await queries.findAttempt(attempt.id);
      if (!current || fresh?.status !== 'pending') return false;
      if (current.status !== 'paid' && (await stillOwed(queries, current, true))) {
        await testModeRecords.record(queries.db, fresh.id, 'captured', now());
        return true;
      }
      const at = now();
      await queries.updateAttempt(fresh.id, { status: 'released' }, at);
      await testModeRecords.record(queries.db, fresh.id, 'released', at);
      if (current.status !== 'paid' && current.currentAttemptId === fresh.id)
        await queries.updateOrder(current.orderNumber, { status: 'failed', failureReason: 'cancelled' }, at);
      await refundQueries.addDue(
        queries.db,
        {
          orderNumber: current.orderNumber,
          chargeRef: fresh.id,
          method: 'paypal',
          kind: 'void',
          amountMinor: current.amountMinor,
          currency: current.currency,
          reason: 'approval-not-needed',
        },
        at,
      );
      await refundQueries.armJob(queries.db, 'refund', current.orderNumber, at);
      return false;
    });
    if (capture) await report(attempt, { outcome: 'succeeded' });
    else jobsDue?.();
    redirect(res, statusCheckPath(order));
  });

  // The pages answer in HTML: a missing or wrong page, a form that cannot be read.
  const pageErrors: ErrorRequestHandler = (err, req, res, next) => {
    if (res.headersSent) return next(err);
    const locale = resolveLocale(typeof req.query.hl === 'string' ? req.query.hl : req.get('hl'));
    if (err instanceof PageUnavailable) return sendPage(res, 404, messagePage(locale, 'unavailable'));
    const status =
      err instanceof PageBadRequest
        ? 400
        : err instanceof DomainError
          ? err.status
          : (err as { status?: number }).status;
    if (typeof status === 'number' && status >= 400 && status < 500)
      return sendPage(res, status, messagePage(locale, 'badRequest'));
    next(err);
  };
  router.use('/pay/pay/page', pageErrors);
  router.use('/pay/pay/paypal', pageErrors);
  return router;
}
