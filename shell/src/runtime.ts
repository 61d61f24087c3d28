// spec §3 "Runtime config": what the shell knows at start, read from the URL and session storage.
import { clientSession, readStoredExamSession, type RuntimeState } from '@iq/api';
import { regionOf } from '@iq/i18n';

/** The same rule `/app/v2/view` applies to its `mode` query. */
const MODE_PATTERN = /^[A-Za-z0-9_,-]{1,32}$/;

export function runtimeFromLocation(win: Window, locale: string): Partial<RuntimeState> {
  const query = new URLSearchParams(win.location.search);
  // The logid is a public tracking id (spec §7); kept for the visit, never a secret.
  const logid = query.get('logid') ?? clientSession.get('logid') ?? win.crypto.randomUUID();
  clientSession.set('logid', logid);
  // A campaign sets its mode in its ad link (`?mode=fb`); kept for the visit like the logid, so
  // the consent rule (no grant in a mode containing 'fb', spec §4) holds on every later page.
  const queried = query.get('mode');
  const mode = queried && MODE_PATTERN.test(queried) ? queried : clientSession.get('mode');
  if (mode) clientSession.set('mode', mode);
  return {
    logid,
    ...(mode ? { mode } : {}),
    hl: locale,
    countryCode: regionOf(locale),
    domain: win.location.host,
    // A reload anywhere (a /paying/* page too) keeps sending the session the exam remote started.
    examSession: readStoredExamSession(win.sessionStorage),
  };
}
