// The session cookie (issue 11): HttpOnly, SameSite=Lax, Path=/, 30 days, Secure outside
// http://localhost. Only the user service writes it; the gateway passes Set-Cookie through.
import type { Request, Response } from 'express';
import { parse, serialize } from 'cookie';
import { SESSION_COOKIE } from '@iq/contracts';
import type { UserConfig } from '../../config';
import { SESSION_TTL_MS } from '../../data-access/session-store';

export function setSessionCookie(
  res: Response,
  token: string,
  config: Pick<UserConfig, 'secureCookies'>,
): void {
  res.append(
    'Set-Cookie',
    serialize(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: SESSION_TTL_MS / 1000,
      secure: config.secureCookies,
    }),
  );
}

export function clearSessionCookie(res: Response, config: Pick<UserConfig, 'secureCookies'>): void {
  res.append(
    'Set-Cookie',
    serialize(SESSION_COOKIE, '', {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: 0,
      secure: config.secureCookies,
    }),
  );
}

/** The session token the browser sent, if any (to end it when a new session replaces it). */
export function incomingSessionToken(req: Request): string | undefined {
  const header = req.get('cookie');
  if (!header || header.length > 8192) return undefined;
  const token = parse(header)[SESSION_COOKIE];
  return token && token.length <= 300 ? token : undefined;
}
