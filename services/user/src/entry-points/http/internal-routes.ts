// Internal calls (Internal-Token; never routed by the gateway; a wrong token looks like no route):
//   POST /internal/session/resolve  { token }                → the identity, or 404
//   POST /internal/account/ensure   { email, hl?, orderNumber } → { created }: after a paid order,
//        an account for its e-mail and a set-password link (never a password), once per order
import { Router, type Request } from 'express';
import {
  ensureAccountRequestSchema,
  INTERNAL_TOKEN_HEADER,
  resolveSessionRequestSchema,
  type Identity,
} from '@iq/contracts';
import { internalTokenMatches, NotFoundError, ok, validate } from '@iq/service-common';
import { accountEnsureQueries } from '../../data-access/account-ensure-store';
import { accountQueries } from '../../data-access/account-store';
import { inTransaction } from '../../data-access/connection';
import { sessionQueries } from '../../data-access/session-store';
import { tokenQueries } from '../../data-access/token-store';
import { composeSetPasswordMail, SET_PASSWORD_TTL_DAYS } from '../../domain/mail/account-mails';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages';
import { MailNotSentError } from './account-routes';
import type { UserRouteContext } from './route-context';

const SET_PASSWORD_TTL_MS = SET_PASSWORD_TTL_DAYS * 24 * 60 * 60 * 1000;

export function internalRoutes({ db, config, internalToken, mail, logger, now }: UserRouteContext): Router {
  const router = Router();
  const guard = (req: Request) => {
    if (!internalTokenMatches(req.get(INTERNAL_TOKEN_HEADER), internalToken))
      throw new NotFoundError(`Not Found: ${req.path.slice(0, 200)}`);
  };

  router.post('/internal/session/resolve', async (req, res) => {
    guard(req);
    const { token } = validate(resolveSessionRequestSchema, req.body);
    const session = await sessionQueries.byToken(db, token, now());
    if (!session) throw new NotFoundError('Session not found');
    ok<Identity>(res, session);
  });

  router.post('/internal/account/ensure', async (req, res) => {
    guard(req);
    const body = validate(ensureAccountRequestSchema, req.body);
    const at = now();
    const outcome = await inTransaction(db, async (trx) => {
      const done = await accountEnsureQueries.ofOrderLocked(trx, body.orderNumber);
      let user = await accountQueries.byEmail(trx, body.email, { lock: true });
      let created = done?.created ?? false;
      if (!user) {
        const made = await accountQueries.create(
          trx,
          { email: body.email, name: '', passwordHash: null, confirmedAt: at },
          at,
        );
        // A concurrent call made it first: theirs.
        user = made ?? (await accountQueries.byEmail(trx, body.email));
        if (!user) throw new Error('account/ensure: no account after creating one');
        created = made !== undefined;
      }
      if (!done) await accountEnsureQueries.record(trx, body.orderNumber, { userId: user.id, created }, at);
      // A link for an account without a password, or one never confirmed (whoever registered the
      // address may not own it: the buyer, who gets this mail, sets their own), once per order (a
      // retry after a failed send mails again).
      const mailNeeded = (user.password_hash === null || user.confirmed_at === null) && !done?.mailedAt;
      const token = mailNeeded
        ? await tokenQueries.issue(trx, user.id, 'set-password', at, SET_PASSWORD_TTL_MS)
        : undefined;
      return { created, token, to: user.email, userId: user.id };
    });
    if (outcome.token) {
      try {
        await mail.send(
          composeSetPasswordMail(
            { to: outcome.to, hl: body.hl, dedupeKey: `account-set-password:${body.orderNumber}` },
            config,
            outcome.token,
          ),
        );
      } catch (err) {
        logger.error(
          { error: err instanceof Error ? err.message : String(err) },
          'set-password mail not sent',
        );
        throw new MailNotSentError(M.mailFailed);
      }
      await accountEnsureQueries.markMailed(db, body.orderNumber, now());
    }
    logger.info({ userId: outcome.userId, created: outcome.created }, 'account ensured after a purchase');
    ok(res, { created: outcome.created });
  });

  return router;
}
