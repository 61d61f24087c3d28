// Who is asking (issue 14): a campaign manager's session cookie (HttpOnly, SameSite=Strict,
// Path=/admin, Secure outside local development), CI's bearer token for publishing, and the
// Origin check every cookie-authenticated write passes (a second wall behind SameSite).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Request, RequestHandler, Response } from 'express';
import { ForbiddenError, UnauthorizedError } from '@iq/service-common';
import { cookieValue } from '../../domain/session-cookie';
import { originAccepted, ownOrigins } from '../../domain/origin-check';
import { adminStore, type AdminSession } from '../data-access/admin-store';
import { ADMIN_SESSION_TTL_MS } from '../domain/admin-secrets';
import type { AdminRole, RegistryDB } from '../schema';

export const ADMIN_COOKIE = 'iq_admin';

export interface CookieSettings {
  /** The admin page and API live under it; the cookie goes nowhere else. */
  path: string;
  secure: boolean;
}

export function setAdminCookie(res: Response, token: string, settings: CookieSettings): void {
  res.cookie(ADMIN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: settings.path,
    secure: settings.secure,
    maxAge: ADMIN_SESSION_TTL_MS,
  });
}

export function clearAdminCookie(res: Response, settings: CookieSettings): void {
  res.clearCookie(ADMIN_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    path: settings.path,
    secure: settings.secure,
  });
}

/** The cookie's token, when it looks like one of ours. */
export function adminToken(req: Request): string | undefined {
  const header = req.get('cookie');
  if (!header || header.length > 8192) return undefined;
  const token = cookieValue(header, ADMIN_COOKIE);
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
}

/** The live session behind the request, or undefined. */
export async function adminSessionOf(
  db: Kysely<RegistryDB>,
  req: Request,
  at: Date,
): Promise<AdminSession | undefined> {
  const token = adminToken(req);
  return token ? adminStore.bySessionToken(db, token, at) : undefined;
}

export const sessionOf = (res: Response): AdminSession => res.locals.adminSession as AdminSession;

/** 401 without a live session, 403 when its role is not among `roles`; the session in res.locals. */
export function requireAdmin(
  db: Kysely<RegistryDB>,
  roles: readonly AdminRole[],
  now: () => Date,
): RequestHandler {
  return async (req, res, next) => {
    const session = await adminSessionOf(db, req, now());
    if (!session) throw new UnauthorizedError('Sign in as a campaign manager first');
    if (!roles.includes(session.role)) throw new ForbiddenError(`The ${session.role} role may not do this`);
    res.locals.adminSession = session;
    next();
  };
}

/**
 * Writes must come from an allowed origin: `allowed` (ADMIN_ORIGINS) or, when none is configured,
 * the request's own scheme and host. A missing Origin is refused (every browser sends one on POST).
 */
export function requireOrigin(allowed: readonly string[]): RequestHandler {
  return (req, _res, next) => {
    // The same comparison as the site's cross-site check (domain/origin-check.ts).
    const accepted = allowed.length ? allowed : ownOrigins(req.protocol, req.get('host'));
    if (!originAccepted(req.get('origin'), accepted))
      throw new ForbiddenError('Cross-origin request refused');
    next();
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** CI's publish token (REGISTRY_PUBLISH_TOKEN) as `Authorization: Bearer …`; none configured: 401. */
export function requirePublishToken(token: string | undefined): RequestHandler {
  return (req, _res, next) => {
    const match = /^Bearer ([\x21-\x7e]{1,500})$/.exec(req.get('authorization') ?? '');
    // Digests compared: equal length, constant time, whatever was sent.
    if (!token || !match || !timingSafeEqual(digest(match[1]!), digest(token)))
      throw new UnauthorizedError('Publishing needs the registry publish token');
    next();
  };
}
