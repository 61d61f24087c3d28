// The retrieve mail (issue 8; spec §2 "Retrieve report by e-mail"): the report links of a
// mailbox's paid orders with their test dates, in one mail, in the request's or the order's
// locale. The links are the payment mail's own (PUBLIC_URL + the report route). Pure.
import { normalizeLocale, resolveLocale } from '@iq/contracts';
import { fill } from '../../../domain/html';
import { reportPath } from '../../orders';
import type { Retrieval } from './retrievable-reports';
import { MAIL_COPY } from './receipt-mail-copy';
import { mail, type Block, type OutgoingMail } from './receipt-mail';
import { RETRIEVE_MAIL_COPY } from './retrieve-mail-copy';

export function composeRetrieveMail(
  retrieval: Retrieval,
  options: { publicUrl: string; hl?: string | null },
): OutgoingMail {
  // An hl that names no supported locale falls back to the order's (and that, when unknown, to English).
  const locale = normalizeLocale(options.hl) ?? resolveLocale(retrieval.locale);
  const copy = RETRIEVE_MAIL_COPY[locale];
  const common = MAIL_COPY[locale];
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const links: Block[] = retrieval.reports.map((report) => ({
    href: `${options.publicUrl}${reportPath(report)}`,
    label: fill(copy.item, { date: dates.format(report.testedAt) }),
  }));
  return mail('report-retrieve', retrieval.to, copy.subject, [
    common.greeting,
    copy.intro,
    ...links,
    copy.keep,
    copy.notAsked,
    common.footer,
  ]);
}
