// Forgot password (issue 11; spec §2 three steps, §5 verification code required):
//   POST /email/captcha/send?email=  → { sent: true } always; a 6-digit code only to an account
//   POST /user/verify                → the code (15 min, 5 attempts, once) → a one-time reset token
//   POST /user/password/reset        → the token (from verify or a set-password link) + the new
//                                      password: confirms the address, ends every session
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { Router } from 'express';
import {
  codeSendQuerySchema,
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_MINUTES,
  resetPasswordRequestSchema,
  verifyCodeRequestSchema,
} from '@iq/contracts';
import { BadRequestError, ok, sendError } from '@iq/service-common';
import { accountQueries } from '../../data-access/account-store';
import { inTransaction } from '../../data-access/connection';
import { sessionQueries } from '../../data-access/session-store';
import { tokenQueries } from '../../data-access/token-store';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages';
import { composeResetCodeMail } from '../../domain/mail/account-mails';
import { hashPassword } from '@iq/service-common';
import { codeHash, newResetCode } from '../../domain/secrets';
import { checked } from './checked';
import { clientOf, type UserRouteContext } from './route-context';

const CODE_TTL_MS = RESET_CODE_TTL_MINUTES * 60 * 1000;
/** The reset token a code gives is as short-lived as the code. */
const RESET_TOKEN_TTL_MS = CODE_TTL_MS;

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

type Verdict = { ok: true; resetToken: string } | { ok: false; message: string };

export function resetRoutes({ db, mail, throttles, passwordCost, logger, now }: UserRouteContext): Router {
  const router = Router();

  // Issue 37: it sends mail, so it is a POST (the gateway's cross-site write check covers it); the
  // address stays in the query as the spec has it. A GET is told which method to use.
  router.get('/email/captcha/send', (_req, res) => {
    res.setHeader('Allow', 'POST');
    sendError(res, 405, 'Method Not Allowed: GET (allowed: POST)');
  });
  router.post('/email/captcha/send', async (req, res) => {
    const query = checked(codeSendQuerySchema, req.query, { email: M.emailFormat }, 'query');
    await throttles.codeRequested(query.email, clientOf(req));
    const user = await accountQueries.byEmail(db, query.email);
    if (user) {
      const at = now();
      const code = newResetCode();
      await tokenQueries.saveCode(db, user.id, code, at, CODE_TTL_MS);
      // Not awaited: an address without an account answers as fast, and an outbox failure
      // must not tell anyone that this one has an account (the owner can ask again).
      void mail
        .send(
          composeResetCodeMail(
            { to: user.email, hl: query.hl ?? req.get('hl'), dedupeKey: `reset-code:${randomUUID()}` },
            code,
          ),
        )
        .then(
          () => logger.info({ userId: user.id }, 'reset code mailed'),
          (err: unknown) =>
            logger.error(
              { error: err instanceof Error ? err.message : String(err) },
              'reset code not mailed',
            ),
        );
    }
    ok(res, { sent: true as const, message: M.codeSent });
  });

  router.post('/user/verify', async (req, res) => {
    const body = checked(verifyCodeRequestSchema, req.body, { email: M.emailFormat, code: M.codeFormat });
    const at = now();
    const user = await accountQueries.byEmail(db, body.email);
    // No account answers like a wrong code: the form cannot tell which addresses have one.
    if (!user) throw new BadRequestError(M.codeWrong);
    const verdict = await inTransaction(db, async (trx): Promise<Verdict> => {
      const row = await tokenQueries.codeOf(trx, user.id);
      if (!row || row.used_at || row.expires_at <= at || row.attempts >= RESET_CODE_MAX_ATTEMPTS)
        return { ok: false, message: M.codeDead };
      if (!sameHash(row.code_hash, codeHash(user.id, body.code))) {
        // Counted (and committed) before the answer: guessing costs one of the few tries.
        await tokenQueries.countWrongCode(trx, user.id);
        return { ok: false, message: row.attempts + 1 >= RESET_CODE_MAX_ATTEMPTS ? M.codeDead : M.codeWrong };
      }
      await tokenQueries.markCodeUsed(trx, user.id, at);
      return {
        ok: true,
        resetToken: await tokenQueries.issue(trx, user.id, 'reset', at, RESET_TOKEN_TTL_MS),
      };
    });
    if (!verdict.ok) throw new BadRequestError(verdict.message);
    ok(res, { resetToken: verdict.resetToken });
  });

  router.post('/user/password/reset', async (req, res) => {
    const body = checked(resetPasswordRequestSchema, req.body, {
      resetToken: M.resetLinkInvalid,
      password: M.passwordLength,
    });
    if (body.password !== body.passwordRepeat) throw new BadRequestError(M.passwordsDiffer);
    const passwordHash = await hashPassword(body.password, passwordCost);
    const at = now();
    const userId = await inTransaction(db, async (trx) => {
      const id = await tokenQueries.use(trx, body.resetToken, ['reset', 'set-password'], at);
      if (id === undefined) return undefined;
      await accountQueries.setPassword(trx, id, passwordHash, at);
      // The mailbox's owner chose it: the address is confirmed; other links and codes end.
      await accountQueries.confirm(trx, id, at);
      await tokenQueries.spendAll(trx, id, ['reset', 'set-password'], at);
      await tokenQueries.markCodeUsed(trx, id, at);
      await sessionQueries.revokeAll(trx, id, at);
      return id;
    });
    if (userId === undefined) throw new BadRequestError(M.resetLinkInvalid);
    logger.info({ userId }, 'password reset, every session ended');
    ok(res, { reset: true, message: M.resetOk });
  });

  return router;
}
