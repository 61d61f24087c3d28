// The session hand-over (issue 13): the session id lives in this tab's session storage only, so
// a link copied out of an app's built-in browser opens a tab with no test in the system browser.
// The copied link carries a one-use code instead (?handoff=), which the payment page claims.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { EXAM_SESSION_STORAGE_KEY, examSessionStarted, useAppDispatch } from '@iq/api';
import { SESSION_HANDOFF, sessionHandoffCodeSchema, withQuery } from '@iq/contracts';
import { useClaimSessionHandoffMutation } from '../../api/session-handoff-api';
import { isOwnHandoff } from './own-handoff-codes';

/** `url` with the hand-over code added; its other query keys and its hash kept. */
export function withHandoff(url: string, code: string): string {
  const next = new URL(url);
  next.searchParams.set(SESSION_HANDOFF.queryKey, code);
  return next.toString();
}

export type HandoffClaim = 'none' | 'claiming' | 'failed';

/**
 * On arrival with ?handoff=…: claims the code before the page asks anything else, keeps the
 * session as a started test would (session storage and the store), and takes the code out of
 * the address bar (replace: Back does not return to it), keeping the other query keys. A code
 * that does not claim (used, expired, unknown, no network) leaves 'failed', also cleaned from the
 * address bar: a reload then shows the tab's own state, not the same refusal again. A code this
 * tab put in its own address bar for the app's menu (a reload of the in-app page) is only cleaned
 * away, never claimed: it is for the system browser, and this tab has the session already.
 */
export function useHandoffClaim(): HandoffClaim {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [claim] = useClaimSessionHandoffMutation();
  const [failed, setFailed] = useState(false);
  const claimed = useRef<string | null>(null); // once per code, StrictMode's second effect included
  const code = new URLSearchParams(search).get(SESSION_HANDOFF.queryKey);
  const own = code !== null && isOwnHandoff(code);

  useEffect(() => {
    if (code === null || claimed.current === code) return;
    claimed.current = code;
    const clean = () =>
      navigate(`${pathname}${withQuery(search, { [SESSION_HANDOFF.queryKey]: null })}${hash}`, {
        replace: true,
      });
    const refuse = () => {
      setFailed(true);
      clean();
    };
    if (own) return void clean();
    // A mangled code (cut off while pasting) cannot claim anything: no request for it.
    if (!sessionHandoffCodeSchema.safeParse(code).success) return refuse();
    claim({ code })
      .unwrap()
      .then(({ sessionId }) => {
        keepSession(sessionId);
        dispatch(examSessionStarted(sessionId));
        setFailed(false);
        clean();
      }, refuse);
  }, [code, own, pathname, search, hash, claim, dispatch, navigate]);

  if (failed) return 'failed';
  return code === null || own ? 'none' : 'claiming';
}

function keepSession(sessionId: string) {
  try {
    sessionStorage.setItem(EXAM_SESSION_STORAGE_KEY, sessionId);
  } catch {
    // storage blocked by the browser's privacy settings: the store holds it for this visit
  }
}
