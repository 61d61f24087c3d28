// The personal centre's purchases (issue 35; contracts ACCOUNT_COMMERCE_PATHS), for the account
// the gateway-signed identity names (never a `uid` header or a body field); its e-mail is the
// mailbox the purchases were made with:
//   GET  /pay/account/purchases                   receipts (newest first) and subscriptions
//   POST /pay/account/subscription/cancel         { subscriptionId }: cancelled in one step
import { Router, type Request } from 'express';
import {
  ACCOUNT_COMMERCE_MESSAGES,
  ACCOUNT_COMMERCE_PATHS,
  cancelAccountSubscriptionRequestSchema,
  IDENTITY_HEADER,
  type AccountPurchasesResponse,
  type AccountSubscription,
  type Identity,
} from '@iq/contracts';
import {
  ConflictError,
  NotFoundError,
  ok,
  UnauthorizedError,
  validate,
  verifyIdentity,
  type Logger,
} from '@iq/service-common';
import { accountQueries } from '../data-access/account-store';
import { permanentVipOf, type OrderStore, requestLocale } from '../../orders';
import type { MailDelivery } from '../../mail';
import { subscriptionQueries as q, isLive, cancelSubscriptions } from '../../subscriptions';
import { accountSubscriptionOf, receiptsOf } from '../domain/purchase-receipts';

export interface AccountRouteContext {
  store: OrderStore;
  /** identityKey(INTERNAL_TOKEN): verifies the gateway-signed IDENTITY_HEADER. */
  identityKey: Buffer;
  mail: MailDelivery;
  logger: Logger;
  now: () => Date;
}

export function accountRoutes({ store, identityKey, mail, logger, now }: AccountRouteContext): Router {
  const router = Router();
  const db = store.db;

  /** The signed-in account, or a 401: an unsigned, forged or expired header is nobody. */
  const signedIn = (req: Request): Identity => {
    const identity = verifyIdentity(req.get(IDENTITY_HEADER), identityKey, now());
    if (!identity) throw new UnauthorizedError(ACCOUNT_COMMERCE_MESSAGES.signInRequired);
    return identity;
  };

  router.get(ACCOUNT_COMMERCE_PATHS.purchases, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const { email } = signedIn(req);
    const locale = requestLocale(req);
    const [tiers, packages, plans, ids] = await Promise.all([
      accountQueries.tierCharges(db, email),
      accountQueries.packageCharges(db, email),
      accountQueries.planCharges(db, email),
      accountQueries.subscriptionIds(db, email),
    ]);
    const subscriptions: AccountSubscription[] = [];
    for (const id of ids) {
      const sub = (await q.find(db, id))!;
      const retry = sub.status === 'past_due' ? await q.pendingRenewalAt(db, sub.id) : null;
      subscriptions.push(accountSubscriptionOf(sub, retry, locale));
    }
    // Live ones first (newest first within each group, as listed).
    subscriptions.sort((a, b) => Number(b.canCancel) - Number(a.canCancel));
    // VIP is the mailbox's, as the ledger reads it.
    const vip = await permanentVipOf(db, [email.trim().toLowerCase()]);
    const since = vip
      ? [
          ...tiers.filter((t) => t.skuId === 'sku4').map((t) => t.paidAt),
          ...packages.filter((p) => p.kind === 'vip').map((p) => p.chargedAt),
        ].sort((a, b) => a.getTime() - b.getTime())[0]
      : undefined;
    ok<AccountPurchasesResponse>(res, {
      receipts: receiptsOf({ tiers, packages, plans }, locale),
      subscriptions,
      vip: { permanent: vip, since: since ? since.toISOString() : null },
    });
  });

  router.post(ACCOUNT_COMMERCE_PATHS.cancelSubscription, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const { email } = signedIn(req);
    const body = validate(cancelAccountSubscriptionRequestSchema, req.body);
    const locale = requestLocale(req);
    const at = now();
    const after = await store.transaction(async (queries) => {
      const sub = await q.find(queries.db, body.subscriptionId, { lock: true });
      // Another account's subscription is "not found", exactly like an unknown one.
      if (!sub || sub.email.trim().toLowerCase() !== email.trim().toLowerCase())
        throw new NotFoundError(ACCOUNT_COMMERCE_MESSAGES.subscriptionNotFound);
      if (!isLive(sub)) throw new ConflictError(ACCOUNT_COMMERCE_MESSAGES.notCancellable);
      const [cancelled] = await cancelSubscriptions(queries.db, [sub], at);
      return cancelled!;
    });
    logger.info({ subscription: after.id.slice(0, 6) }, 'subscription cancelled from the personal centre');
    void mail.flush();
    ok<AccountSubscription>(res, accountSubscriptionOf(after, null, locale));
  });

  return router;
}
