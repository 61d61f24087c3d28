// POST /exam/session/handoff and /exam/session/handoff/claim (issue 13): the payment page in an
// app's built-in browser copies a link that carries a one-use code; the system browser's new tab
// claims it for the session id it could not otherwise know (session storage is per tab).
import { Router } from 'express';
import {
  claimSessionHandoffRequestSchema,
  SESSION_HANDOFF,
  type ClaimSessionHandoffResponse,
  type SessionHandoffResponse,
} from '@iq/contracts';
import { NotFoundError, ok, validate } from '@iq/service-common';
import { handoffCodeHash, handoffExpiry, newHandoffCode } from '../../domain/session-handoff';
import type { ExamRouteContext } from './route-context';
import { requireSession, sessionIdFrom } from './exam-session-header';

export function handoffRoutes({ store, now, random }: ExamRouteContext): Router {
  const router = Router();

  // Each press of "Copy link" gets its own code; earlier ones stay valid until used or expired,
  // so a link already pasted somewhere still opens after a second press.
  router.post('/exam/session/handoff', async (req, res) => {
    const session = await requireSession(store, sessionIdFrom(req));
    const code = newHandoffCode(random);
    const createdAt = now();
    await store.saveHandoff({
      codeHash: handoffCodeHash(code),
      sessionId: session.id,
      createdAt,
      expiresAt: handoffExpiry(createdAt),
    });
    ok<SessionHandoffResponse>(res, { code, expiresInSeconds: SESSION_HANDOFF.ttlSeconds });
  });

  // No Exam-Session here: the claiming tab has none. No per-client limiter (the exam service has
  // none): a code is 256 random bits and lives 15 minutes, so guessing one is hopeless.
  router.post('/exam/session/handoff/claim', async (req, res) => {
    const { code } = validate(claimSessionHandoffRequestSchema, req.body);
    const sessionId = await store.claimHandoff(handoffCodeHash(code), now());
    if (!sessionId) throw new NotFoundError(SESSION_HANDOFF.notFound);
    ok<ClaimSessionHandoffResponse>(res, { sessionId });
  });

  return router;
}
