// Who is signed in: ONLY the gateway-signed IDENTITY_HEADER, verified here, and only while the
// session it names is live (logout and password changes take effect at once). The spec's `uid`
// header, ids in bodies or paths, and the cookie itself are never believed.
import type { Request } from 'express';
import { IDENTITY_HEADER, type Identity } from '@iq/contracts';
import { UnauthorizedError, verifyIdentity } from '@iq/service-common';
import { accountQueries, type UserRow } from '../../data-access/account-store';
import { sessionQueries } from '../../data-access/session-store';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages';
import type { UserRouteContext } from './route-context';

export interface SignedIn {
  identity: Identity;
  user: UserRow;
}

export function signedInReader({
  db,
  identityKey,
  now,
}: Pick<UserRouteContext, 'db' | 'identityKey' | 'now'>) {
  return async (req: Request): Promise<SignedIn> => {
    const at = now();
    const identity = verifyIdentity(req.get(IDENTITY_HEADER), identityKey, at);
    if (!identity) throw new UnauthorizedError(ACCOUNT_MESSAGES.notSignedIn);
    const live = await sessionQueries.isLive(db, identity.sessionId, identity.userId, at);
    const user = live ? await accountQueries.byId(db, identity.userId) : undefined;
    if (!user) throw new UnauthorizedError(ACCOUNT_MESSAGES.notSignedIn);
    return { identity, user };
  };
}
