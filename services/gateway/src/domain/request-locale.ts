// The locale of a page request by the rules the browser applies (spec §4, @iq/contracts
// chooseLocale): `?hl=`, then the IQ-locale cookie, then Accept-Language (the request's form of
// navigator.languages), then English. A prerendered page is rendered in it (issue 9).
import type { Request } from 'express';
import Negotiator from 'negotiator';
import { LOCALE_COOKIE, LOCALE_QUERY_PARAM, chooseLocale, readCookie, type LocaleTag } from '@iq/contracts';

export function requestLocale(req: Request): LocaleTag {
  const hl = req.query[LOCALE_QUERY_PARAM];
  return chooseLocale({
    query: typeof hl === 'string' ? hl : null,
    stored: readCookie(req.get('cookie') ?? '', LOCALE_COOKIE),
    browser: new Negotiator(req).languages().filter((tag) => tag !== '*'),
  });
}
