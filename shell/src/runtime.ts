// spec §3 "Runtime config": what the shell knows at start, read from the URL and session storage.
import { readStoredExamSession, type RuntimeState } from '@iq/api';
import { regionOf } from '@iq/i18n';

const LOGID_KEY = 'IQ-logid';

export function runtimeFromLocation(win: Window, locale: string): Partial<RuntimeState> {
  const query = new URLSearchParams(win.location.search);
  // The logid is a public tracking id (spec §7); kept for the visit, never a secret.
  const logid = query.get('logid') ?? win.sessionStorage.getItem(LOGID_KEY) ?? win.crypto.randomUUID();
  win.sessionStorage.setItem(LOGID_KEY, logid);
  return {
    logid,
    hl: locale,
    countryCode: regionOf(locale),
    domain: win.location.host,
    // A reload anywhere (a /paying/* page too) keeps sending the session the exam remote started.
    examSession: readStoredExamSession(win.sessionStorage),
  };
}
