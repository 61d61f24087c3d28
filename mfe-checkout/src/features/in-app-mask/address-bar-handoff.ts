// Issue 13: the app's own menu ("Open in Safari", "Open in Chrome", "Open in browser") opens the
// address the page shows, not a link we copied. While the in-app mask is up, that address carries
// a hand-over code too, so the menu's way continues the same test in the system browser.
//
// Risk, and why it is acceptable: the address can be copied or shared like any link. The code is
// one-use (the first claim wins, every later one is refused) and dies 15 minutes after it was
// made; it is not the session id. It is put in only while the mask asks the visitor to leave the
// app, and taken out when the mask closes or the page goes. This tab never claims its own codes
// (own-handoff-codes.ts); only another browser can.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { SESSION_HANDOFF } from '@iq/contracts';
import { useCreateSessionHandoffMutation } from '../../api/session-handoff-api';
import { rememberOwnHandoff } from './own-handoff-codes';
import { withHandoff } from './session-handoff';

/** A new code this long before the shown one expires (a menu tap then never carries a dead one). */
export const REFRESH_BEFORE_EXPIRY_SECONDS = 120;
/** After a failed request (no network, service down), ask again this much later. */
export const RETRY_AFTER_SECONDS = 30;

/** Seconds until a code that lives `expiresInSeconds` is replaced. */
export function refreshDelaySeconds(expiresInSeconds: number): number {
  return Math.max(expiresInSeconds - REFRESH_BEFORE_EXPIRY_SECONDS, expiresInSeconds / 2);
}

/** `url` without the hand-over code `code` (another code, e.g. one being claimed, is left alone). */
export function withoutHandoff(url: string, code: string): string {
  const next = new URL(url);
  if (next.searchParams.get(SESSION_HANDOFF.queryKey) !== code) return url;
  next.searchParams.delete(SESSION_HANDOFF.queryKey);
  return next.toString();
}

/** Changes the address bar only: no navigation, no history entry, the router's state kept. */
function showAddress(url: string): void {
  if (url !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

interface ShownCode {
  code: string;
  expiresAt: number;
}

/**
 * While `active`: asks for a code at once, shows it in the address bar, replaces it before it
 * expires and whenever the page comes back into view (the menu's way may have spent it), and takes
 * it out when `active` ends, on unmount and when the page is hidden for good (pagehide).
 */
export function useAddressBarHandoff(active: boolean): void {
  const [createHandoff] = useCreateSessionHandoffMutation();
  const shown = useRef<ShownCode | null>(null);
  const { key: locationKey } = useLocation();

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let asking = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = (seconds: number) => {
      clearTimeout(timer);
      timer = setTimeout(refresh, seconds * 1000);
    };
    const takeOut = () => {
      if (shown.current) showAddress(withoutHandoff(window.location.href, shown.current.code));
      shown.current = null;
    };
    function refresh() {
      if (stopped || asking) return;
      asking = true;
      createHandoff()
        .unwrap()
        .then(
          ({ code, expiresInSeconds }) => {
            asking = false;
            if (stopped) return;
            rememberOwnHandoff(code); // before it is in the address: a reload must not claim it
            shown.current = { code, expiresAt: Date.now() + expiresInSeconds * 1000 };
            showAddress(withHandoff(window.location.href, code));
            later(refreshDelaySeconds(expiresInSeconds));
          },
          () => {
            asking = false;
            if (stopped) return;
            // A code that still works stays; one past its time goes (it would only be refused).
            if (shown.current && Date.now() >= shown.current.expiresAt) takeOut();
            later(RETRY_AFTER_SECONDS);
          },
        );
    }
    const onVisibility = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) refresh(); // back from the back-forward cache: pagehide took it out
    };
    refresh();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', takeOut);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', takeOut);
      window.removeEventListener('pageshow', onPageShow);
      takeOut();
    };
  }, [active, createHandoff]);

  // The router rewrote the address (a replace on the same page): the code goes back in.
  useEffect(() => {
    if (active && shown.current && Date.now() < shown.current.expiresAt)
      showAddress(withHandoff(window.location.href, shown.current.code));
  }, [active, locationKey]);
}
