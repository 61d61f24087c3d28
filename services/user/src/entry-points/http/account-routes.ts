// Accounts (issue 11; spec §2 login / register / change password, §3 user account, §5, §7):
//   POST /user/register         → { accepted: true } whether or not the address has an account
//   POST /user/confirm          → the mailed link's token: confirms, signs in, claims the results
//                                 the sign-up brought along (issue 38)
//   GET  /user/register/result  → with Exam-Session: was that result saved by a sign-up (issue 38)
//   POST /user/login            → signs in (a new session and cookie; throttled)
//   POST /user/logout           → ends this session, clears the cookie
//   GET  /user/get              → the profile
//   POST /user/update           → nickname, phone, birthday, sex
//   POST /user/password/update  → old, new, repeat: ends every session, opens a new one here
import { randomUUID } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import {
  confirmRequestSchema,
  EXAM_SESSION_HEADER,
  examSessionIdField,
  loginRequestSchema,
  registerRequestSchema,
  RESULT_SAVED_PATH,
  type ResultSavedResponse,
  updatePasswordRequestSchema,
  updateProfileRequestSchema,
  type ConfirmResponse,
  type SessionResponse,
  type UserProfile,
} from '@iq/contracts';
import { BadRequestError, DomainError, ok, UnauthorizedError } from '@iq/service-common';
import { accountQueries, profileOf, type UserRow } from '../../data-access/account-store';
import { inTransaction } from '../../data-access/connection';
import { resultClaimQueries } from '../../data-access/result-claim-store';
import { sessionQueries } from '../../data-access/session-store';
import { tokenQueries } from '../../data-access/token-store';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages';
import {
  composeConfirmMail,
  composeRegisterNoticeMail,
  CONFIRM_TTL_HOURS,
} from '../../domain/mail/account-mails';
import { hashPassword, verifyPassword } from '@iq/service-common';
import { sha256 } from '../../domain/secrets';
import { checked } from './checked';
import { clientOf, type UserRouteContext } from './route-context';
import { clearSessionCookie, incomingSessionToken, setSessionCookie } from './session-cookie';
import { signedInReader } from './signed-in';

/** 503: a mail the answer depends on could not be handed to the outbox. */
export class MailNotSentError extends DomainError {
  readonly status = 503;
}

const CONFIRM_TTL_MS = CONFIRM_TTL_HOURS * 60 * 60 * 1000;
const PASSWORD_FIELDS = { password: M.passwordLength, newPassword: M.passwordLength };

export function accountRoutes(context: UserRouteContext): Router {
  const { db, config, mail, orders, throttles, passwordCost, logger, now } = context;
  const signedIn = signedInReader(context);
  const router = Router();

  /** A new session for `user` replacing the one this browser came with (never reused: rotation). */
  async function signIn(req: Request, res: Response, user: UserRow, at: Date): Promise<string> {
    const previous = incomingSessionToken(req);
    if (previous) {
      const old = await sessionQueries.byToken(db, previous, at);
      if (old) await sessionQueries.revoke(db, old.sessionId, at);
    }
    await sessionQueries.forgetEnded(db, user.id, at);
    const session = await sessionQueries.open(db, user.id, at);
    setSessionCookie(res, session.token, config);
    return session.sessionId;
  }

  /**
   * Issue 38: claims the results the account's sign-up brought along, as its free tests. An
   * order service that does not answer leaves them for the next sign-in; the sign-in stands.
   * Returns how many were saved now.
   */
  async function claimAwaitingResults(user: UserRow, sessionId: string, at: Date): Promise<number> {
    const awaiting = await resultClaimQueries.unclaimed(db, user.id);
    let saved = 0;
    for (const { sessionHash, examSessionId } of awaiting) {
      try {
        const outcome = await orders.claimResult(examSessionId, {
          sessionId,
          userId: user.id,
          email: user.email,
        });
        await resultClaimQueries.settle(db, user.id, sessionHash, outcome, at);
        if (outcome === 'saved') saved += 1;
        else logger.warn({ userId: user.id }, 'awaiting result refused at claim');
      } catch (err) {
        logger.error(
          { userId: user.id, error: err instanceof Error ? err.message : String(err) },
          'awaiting result not claimed: kept for the next sign-in',
        );
      }
    }
    if (saved) logger.info({ userId: user.id, saved }, 'results saved to the account');
    return saved;
  }

  async function sendMail(...mails: Parameters<typeof mail.send>[0][]): Promise<void> {
    try {
      for (const message of mails) await mail.send(message);
    } catch (err) {
      logger.error({ error: err instanceof Error ? err.message : String(err) }, 'account mail not sent');
      throw new MailNotSentError(M.mailFailed);
    }
  }

  router.post('/user/register', async (req, res) => {
    const body = checked(registerRequestSchema, req.body, {
      email: M.emailFormat,
      privacyAgreed: M.privacy,
      ...PASSWORD_FIELDS,
    });
    if (body.password !== body.passwordRepeat) throw new BadRequestError(M.passwordsDiffer);
    await throttles.registerRequested(body.email, clientOf(req));
    // Issue 38: results that cannot be claimed (unknown, unconfirmed, another's) refuse the whole
    // request before anything is kept or mailed; asked of new and known addresses alike.
    const results = body.results ?? [];
    if (results.length) await orders.checkClaimable(results);
    // Hashed on both paths: an existing address answers as slowly as a new one.
    const passwordHash = await hashPassword(body.password, passwordCost);
    const at = now();
    // The form's language, else the spec's `hl` request header.
    const target = { to: body.email, hl: body.hl ?? req.get('hl') };
    const existing = await accountQueries.byEmail(db, body.email);
    const created = existing
      ? undefined
      : await accountQueries.create(
          db,
          { email: body.email, name: body.name, passwordHash, confirmedAt: null },
          at,
        );
    if (created) {
      // A known address keeps nothing: its owner signs in where the results are (the tab retries).
      await resultClaimQueries.keep(db, created.id, results, at);
      const token = await tokenQueries.issue(db, created.id, 'confirm', at, CONFIRM_TTL_MS);
      await sendMail(
        composeConfirmMail({ ...target, dedupeKey: `account-confirm:${sha256(token)}` }, config, token),
      );
      logger.info({ userId: created.id }, 'account registered');
    } else {
      // The owner hears of it; nothing about the account changes.
      await sendMail(
        composeRegisterNoticeMail({ ...target, dedupeKey: `account-notice:${randomUUID()}` }, config),
      );
      logger.info('register on an existing address: owner notified');
    }
    ok(res, { accepted: true as const, message: M.registered });
  });

  router.post('/user/confirm', async (req, res) => {
    const body = checked(confirmRequestSchema, req.body, { token: M.linkInvalid });
    const at = now();
    const userId = await tokenQueries.use(db, body.token, ['confirm'], at);
    if (userId === undefined) throw new BadRequestError(M.linkInvalid);
    await accountQueries.confirm(db, userId, at);
    const user = (await accountQueries.byId(db, userId))!;
    const sessionId = await signIn(req, res, user, at);
    logger.info({ userId }, 'address confirmed');
    const resultsSaved = await claimAwaitingResults(user, sessionId, at);
    ok<ConfirmResponse & { message: string }>(res, {
      user: profileOf(user),
      resultsSaved,
      message: M.loginOk,
    });
  });

  router.post('/user/login', async (req, res) => {
    const body = checked(loginRequestSchema, req.body, { email: M.emailFormat });
    const client = clientOf(req);
    await throttles.takeLoginTry(body.email, client);
    const user = await accountQueries.byEmail(db, body.email);
    // Unknown, password-less and unconfirmed accounts fail alike, after as much work.
    const matches = await verifyPassword(body.password, user?.password_hash ?? null, passwordCost);
    if (!user || !matches || !user.confirmed_at) throw new UnauthorizedError(M.loginFailed);
    await throttles.loginSucceeded(body.email, client);
    const at = now();
    const sessionId = await signIn(req, res, user, at);
    logger.info({ userId: user.id }, 'signed in');
    // What the confirmation could not claim (the order service was away) is claimed now.
    await claimAwaitingResults(user, sessionId, at);
    ok<SessionResponse & { message: string }>(res, { user: profileOf(user), message: M.loginOk });
  });

  // Issue 38: the tab that signed up waits here while the link is opened elsewhere. The exam
  // session id is the question; the answer says only whether a sign-up saved its result.
  router.get(RESULT_SAVED_PATH, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    // A missing or malformed id is refused; a well-formed unknown one answers "not saved", as one
    // kept and not claimed yet does: anything else would tell whether the sign-up's address
    // already had an account (a known address keeps nothing).
    const examSession = examSessionIdField.safeParse(req.get(EXAM_SESSION_HEADER) ?? '');
    if (!examSession.success) throw new BadRequestError(M.examSessionRequired);
    ok<ResultSavedResponse>(res, { saved: await resultClaimQueries.saved(db, examSession.data) });
  });

  router.post('/user/logout', async (req, res) => {
    // Always clears the cookie; ends the session when the identity names a live one.
    const who = await signedIn(req).catch(() => undefined);
    if (who) await sessionQueries.revoke(db, who.identity.sessionId, now());
    clearSessionCookie(res, config);
    ok(res, { signedOut: true, message: M.loggedOut });
  });

  router.get('/user/get', async (req, res) => {
    const { user } = await signedIn(req);
    res.setHeader('Cache-Control', 'no-store');
    ok<UserProfile>(res, profileOf(user));
  });

  router.post('/user/update', async (req, res) => {
    const { user } = await signedIn(req);
    const body = checked(updateProfileRequestSchema, req.body, {
      birthday: M.invalidDate,
      phone: M.invalidPhone,
      sex: M.invalidSex,
    });
    const patch = {
      ...(body.nickname !== undefined && { nickname: body.nickname || null }),
      ...(body.phone !== undefined && { phone: body.phone || null }),
      ...(body.birthday !== undefined && { birthday: body.birthday }),
      ...(body.sex !== undefined && { sex: body.sex }),
    };
    const updated = await accountQueries.updateProfile(db, user.id, patch, now());
    ok<UserProfile & { message: string }>(res, { ...profileOf(updated ?? user), message: M.saved });
  });

  router.post('/user/password/update', async (req, res) => {
    const { user } = await signedIn(req);
    const body = checked(updatePasswordRequestSchema, req.body, PASSWORD_FIELDS);
    if (body.newPassword !== body.newPasswordRepeat) throw new BadRequestError(M.passwordsDiffer);
    // A stolen session must not make guessing the password free: same throttle as login.
    const client = clientOf(req);
    await throttles.takeLoginTry(user.email, client);
    if (!(await verifyPassword(body.oldPassword, user.password_hash, passwordCost)))
      throw new BadRequestError(M.oldPasswordWrong);
    const passwordHash = await hashPassword(body.newPassword, passwordCost);
    const at = now();
    await inTransaction(db, async (trx) => {
      await accountQueries.setPassword(trx, user.id, passwordHash, at);
      await sessionQueries.revokeAll(trx, user.id, at);
    });
    await throttles.loginSucceeded(user.email, client);
    await signIn(req, res, user, at);
    logger.info({ userId: user.id }, 'password changed, every session ended');
    const fresh = (await accountQueries.byId(db, user.id))!;
    ok<SessionResponse & { message: string }>(res, { user: profileOf(fresh), message: M.passwordChanged });
  });

  return router;
}
