// Cancellation without logging in (issue 10; spec §2 unsubscribe, §5, §8):
//   POST /pay/unsubscribe/check/email  { email, hl? }         → a 6-digit code mailed to the address
//   POST /pay/unsubscribe/cancel       { email, code, hl? }   → 'Cancellation successful'
//                                      { token, hl? }         (the one-step link of a reminder mail)
// A code is valid 30 minutes, once, for 5 wrong tries; asking is limited per address and per
// client (data-access/attempt-limits.ts). Cancelling charges nothing more; the paid or trial period runs out.
import { createHash, randomInt } from 'node:crypto';
import { Router } from 'express';
import {
  normalizeLocale,
  resolveLocale,
  SUBSCRIPTION_MESSAGES,
  unsubscribeCancelRequestSchema,
  unsubscribeCheckRequestSchema,
  type UnsubscribeCancelResponse,
  type UnsubscribeCheckResponse,
} from '@iq/contracts';
import {
  BadRequestError,
  ok,
  TooManyRequestsError,
  validate,
  type Logger,
  type RefusalCounter,
} from '@iq/service-common';
import {
  type MailDelivery,
  enqueueMailboxMail,
  composeCodeMail,
  composeNoSubscriptionMail,
} from '../../mail';
import { createAttemptLimits } from '../../../data-access/attempt-limits';
import { inTransaction, type OrderConnection } from '../../../data-access/connection';
import { subscriptionQueries as q } from '../data-access/subscription-store';
import { subscriptionView, type SubscriptionRecord } from '../domain/subscription-state';
import { cancelSubscriptions } from './cancel-subscriptions';
import { checkedEmail } from '../../orders';
import { clientOf } from '../../../entry-points/rate-limit';

export interface UnsubscribeLimits {
  codeTtlMs: number;
  maxWrongCodes: number;
  /** Codes asked per address and per client in a window. */
  perAddress: number;
  perClient: number;
  windowMs: number;
}

export const UNSUBSCRIBE_LIMITS: UnsubscribeLimits = {
  codeTtlMs: 30 * 60 * 1000,
  maxWrongCodes: 5,
  perAddress: 3,
  perClient: 10,
  windowMs: 60 * 60 * 1000,
};

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** Whose code: the lower-cased address, hashed (never stored in clear here). */
const ownerOf = (email: string) => sha256(`unsubscribe:${email.toLowerCase()}`);
/** A code is only meaningful with its address: two addresses may draw the same digits. */
const codeHash = (owner: string, code: string) => sha256(`code:${owner}:${code}`);

export interface UnsubscribeRouteContext {
  db: OrderConnection;
  mail: MailDelivery;
  logger: Logger;
  now: () => Date;
  /** Counts refusals by rule (the process's metrics). */
  refused?: RefusalCounter;
  limits?: UnsubscribeLimits;
}

type Outcome = { ok: true; cancelled: SubscriptionRecord[] } | { ok: false; error: Error };

export function unsubscribeRoutes({
  db,
  mail,
  logger,
  now,
  refused,
  limits = UNSUBSCRIBE_LIMITS,
}: UnsubscribeRouteContext): Router {
  const attempts = createAttemptLimits(db, now, refused);
  const router = Router();
  const invalid = () => new BadRequestError(SUBSCRIPTION_MESSAGES.codeInvalid);

  router.post('/pay/unsubscribe/check/email', async (req, res) => {
    const body = validate(unsubscribeCheckRequestSchema, req.body);
    const email = checkedEmail(body.email);
    const full = await attempts.countAttempt(
      [
        { scope: 'unsubscribe-email', value: email.toLowerCase(), limit: limits.perAddress },
        { scope: 'unsubscribe-client', value: clientOf(req), limit: limits.perClient },
      ],
      limits.windowMs,
    );
    if (full)
      throw new TooManyRequestsError(SUBSCRIPTION_MESSAGES.tooManyCodes, {
        retryAfterSeconds: full.retryAfterSeconds,
      });
    const at = now();
    const live = await q.liveOf(db, email);
    if (!live.length) {
      // Issue 37: the same answer as for a subscriber (the spec's "e-mail not found" told anyone
      // which addresses subscribe); the mail tells the owner there is nothing to cancel.
      await enqueueMailboxMail(db, composeNoSubscriptionMail(email, resolveLocale(body.hl)), at);
      void mail.flush();
      ok<UnsubscribeCheckResponse>(res, { sent: true, expiresInSeconds: limits.codeTtlMs / 1000 });
      return;
    }

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const owner = ownerOf(email);
    const locale = normalizeLocale(body.hl) ?? resolveLocale(live[0]!.locale);
    await inTransaction(db, async (trx) => {
      await q.saveCode(trx, owner, codeHash(owner, code), new Date(at.getTime() + limits.codeTtlMs), at);
      // To the address as stored with the subscription, never the variant typed in the form.
      await enqueueMailboxMail(
        trx,
        composeCodeMail(live[0]!.email, code, limits.codeTtlMs / 60_000, locale),
        at,
      );
    });
    logger.info({ subscriptions: live.length }, 'unsubscribe code mailed');
    void mail.flush();
    ok<UnsubscribeCheckResponse>(res, { sent: true, expiresInSeconds: limits.codeTtlMs / 1000 });
  });

  router.post('/pay/unsubscribe/cancel', async (req, res) => {
    const body = validate(unsubscribeCancelRequestSchema, req.body);
    const at = now();
    let outcome: Outcome;
    if ('token' in body) {
      outcome = await inTransaction(db, async (trx): Promise<Outcome> => {
        const hash = sha256(body.token);
        const link = await q.linkOf(trx, hash);
        if (!link || link.usedAt || link.expiresAt <= at) return { ok: false, error: invalid() };
        const sub = await q.find(trx, link.owner, { lock: true });
        await q.markUsed(trx, hash, at);
        return { ok: true, cancelled: sub ? await cancelSubscriptions(trx, [sub], at) : [] };
      });
    } else {
      const email = checkedEmail(body.email);
      const owner = ownerOf(email);
      outcome = await inTransaction(db, async (trx): Promise<Outcome> => {
        const row = await q.codeOf(trx, owner);
        if (!row || row.usedAt || row.expiresAt <= at) return { ok: false, error: invalid() };
        if (row.wrongAttempts >= limits.maxWrongCodes)
          return { ok: false, error: new TooManyRequestsError(SUBSCRIPTION_MESSAGES.tooManyCodes) };
        if (row.secretHash !== codeHash(owner, body.code)) {
          // Counted (committed) before the answer: guessing costs one of the few tries.
          await q.countWrongCode(trx, owner);
          return { ok: false, error: invalid() };
        }
        await q.markUsed(trx, row.secretHash, at);
        return {
          ok: true,
          cancelled: await cancelSubscriptions(trx, await q.liveOf(trx, email, { lock: true }), at),
        };
      });
    }
    if (!outcome.ok) throw outcome.error;
    logger.info({ cancelled: outcome.cancelled.length }, 'subscriptions cancelled');
    void mail.flush();
    ok<UnsubscribeCancelResponse>(res, {
      message: SUBSCRIPTION_MESSAGES.cancelled,
      subscriptions: outcome.cancelled.map((sub) => subscriptionView(sub)),
    });
  });

  return router;
}
