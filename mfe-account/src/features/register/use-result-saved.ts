import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useGetUserQuery, useLazyResultSavedQuery } from '../../api/user-api';
import { useAccountLinks } from '../account-route/use-account-links';

/** How often the tab that signed up asks whether its result was saved (and on every return to it). */
export const RESULT_SAVED_POLL_MS = 4000;

/**
 * Issue 38: the tab that signed up with a result waits while the mailed link is opened, maybe in
 * another browser (a phone's mail app). It asks the server, every few seconds and whenever it is
 * shown again, whether the sign-up saved its result; true only once the server said so. Signed
 * in here too (the link was opened in this browser): on to where the sign-up was going.
 */
export function useResultSaved(watching: boolean): boolean {
  const navigate = useNavigate();
  const next = useAccountLinks().afterSignIn();
  const [ask, answer] = useLazyResultSavedQuery();
  const saved = watching && answer.data?.saved === true;
  const user = useGetUserQuery(undefined, { skip: !saved });

  useEffect(() => {
    if (!watching || saved) return;
    const check = () => {
      if (document.visibilityState === 'visible') void ask();
    };
    check();
    const timer = window.setInterval(check, RESULT_SAVED_POLL_MS);
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [watching, saved, ask]);

  useEffect(() => {
    if (saved && user.data) void navigate(next, { replace: true });
  }, [saved, user.data, navigate, next]);

  return saved;
}
