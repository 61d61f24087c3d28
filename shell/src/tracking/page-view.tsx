// spec §7: a view content event for each landing page (home and the landing variants) the
// visitor views; the consent-gated tracker decides where it goes.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { trackEvent } from '@iq/api';
import { routedPageProps, validPageMatch } from '@iq/contracts';
import { routeTable } from '../routing/route-table';

/** The exam a landing path offers, or null when the path is no (valid) landing page. */
export function landingViewOf(pathname: string): { examId: number } | null {
  const table = routeTable();
  const match = validPageMatch(table, pathname);
  if (!match || match.route.remote !== 'landing') return null;
  const { examId, variant } = routedPageProps(table, match.route, match.params);
  return match.route.id === 'home' || variant !== undefined ? { examId } : null;
}

export function TrackPageViews() {
  const { pathname } = useLocation();
  // Once per arrival at a page (StrictMode runs effects twice in development).
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (tracked.current === pathname) return;
    tracked.current = pathname;
    const view = landingViewOf(pathname);
    if (view) trackEvent('view_content', { contentId: String(view.examId) });
  }, [pathname]);
  return null;
}
