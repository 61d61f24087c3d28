// Who is calling (issue 11): before an /api call is proxied, any IDENTITY_HEADER that came from
// outside is dropped (only the gateway may set it); a session cookie is resolved with the user
// service (POST /internal/session/resolve, Internal-Token) and, when it names a live session,
// the identity goes upstream signed for this one call (identityKey of INTERNAL_TOKEN). Nothing is
// cached, so a logout counts from the next call. A user service that is down means no identity
// (signed-in calls answer 401), never a failed call. The spec's `uid` header passes unchanged and
// grants nothing.
import {
  IDENTITY_HEADER,
  identitySchema,
  INTERNAL_TOKEN_HEADER,
  isSuccessEnvelope,
  SESSION_COOKIE,
  type Identity,
} from '@iq/contracts';
import {
  createUpstream,
  headerOf,
  identityKey,
  LOGID_HEADER,
  requestLog,
  signIdentity,
  type Logger,
  type PlainHandler,
} from '@iq/service-common';
import { cookieValue } from '../../domain/session-cookie';

/** The contract's limit on a token (resolveSessionRequestSchema): a longer cookie is no session. */
const MAX_TOKEN_LENGTH = 300;

export interface SessionIdentityOptions {
  userUrl: string;
  internalToken: string;
  logger: Logger;
  /** How long to wait for the user service (default 2000 ms). */
  timeoutMs?: number;
}

export function sessionIdentity({
  userUrl,
  internalToken,
  logger,
  timeoutMs = 2000,
}: SessionIdentityOptions): PlainHandler {
  const key = identityKey(internalToken);
  const user = createUpstream(userUrl); // one URL, or its instances' comma-separated
  const headerName = IDENTITY_HEADER.toLowerCase();

  /** The session's identity; null when there is none; undefined when the user service failed. */
  async function resolve(token: string, logid: string | undefined): Promise<Identity | null | undefined> {
    const response = await user.fetch('/internal/session/resolve', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        [INTERNAL_TOKEN_HEADER]: internalToken,
        ...(logid ? { [LOGID_HEADER]: logid } : {}),
      },
      body: JSON.stringify({ token }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 404) return null;
    if (!isSuccessEnvelope<unknown>(response.status, body)) return undefined;
    const parsed = identitySchema.safeParse(body.data);
    return parsed.success ? parsed.data : undefined;
  }

  return (req, _res, next) => {
    // Node lower-cases header names and joins repeats: one delete removes every copy (only when
    // there is one: a delete makes the headers object a slower dictionary).
    if (req.headers[headerName] !== undefined) delete req.headers[headerName];
    const token = cookieValue(req.headers.cookie, SESSION_COOKIE);
    if (!token || token.length > MAX_TOKEN_LENGTH) return next();
    const log = requestLog(req) ?? logger;
    const logid = headerOf(req, LOGID_HEADER);
    resolve(token, logid).then(
      (identity) => {
        if (identity) req.headers[headerName] = signIdentity(identity, key);
        else if (identity === undefined)
          log.warn('user service gave no usable answer on session resolve; proceeding without identity');
        next();
      },
      (err: unknown) => {
        // Never the token in a log line (CONVENTIONS.md).
        log.warn(
          { error: err instanceof Error ? err.message : String(err) },
          'user service unreachable on session resolve; proceeding without identity',
        );
        next();
      },
    );
  };
}
