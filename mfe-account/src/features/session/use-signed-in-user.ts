import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useGetUserQuery } from '../../api/user-api';
import { useAccountLinks } from '../account-route/use-account-links';

/**
 * The signed-in account for a screen that needs one. Nobody signed in (401): to the login page,
 * which comes back here afterwards. `leaving` stops that while the screen itself logs out.
 */
export function useSignedInUser() {
  const query = useGetUserQuery();
  const navigate = useNavigate();
  const links = useAccountLinks();
  const leaving = useRef(false);
  // Not while asking again: a stale 401 (say, from before a login) is not the answer yet.
  const signedOut = !query.isFetching && (query.error as { status?: unknown } | undefined)?.status === 401;
  const loginBack = links.loginBack();
  useEffect(() => {
    if (signedOut && !leaving.current) void navigate(loginBack, { replace: true });
  }, [signedOut, loginBack, navigate]);
  return { ...query, signedOut, leaving };
}
