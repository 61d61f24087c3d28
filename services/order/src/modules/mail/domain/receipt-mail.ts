// The two mails of a paid order (issue 7): a receipt, and the link to the report (absolute,
// from PUBLIC_URL), in the order's locale. Pure: the event receiver puts them in the outbox.
import { CARD_BRAND_NAMES, resolveLocale, type PayMethod, type SkuId, formatPrice } from '@iq/contracts';
import { CATALOGUE_COPY, TIER_SOLD_ITEMS, reportPath, type OrderRoute } from '../../orders';
import { escapeHtml, fill } from '../../../domain/html';
import { MAIL_COPY } from './receipt-mail-copy';

/** `report-retrieve`: the report links a mailbox asked for (retrieve-mail.ts), not tied to one order. */
export type OrderMailKind =
  | 'receipt'
  | 'report-link'
  | 'report-retrieve'
  // issue 10 (subscription-mails.ts): one of a kind per order, so the kind names the period or the secret.
  | `subscription-${string}`
  // issue 10 (second-phase-mails.ts): one receipt per one-click purchase, named by its id.
  | `second-phase-${string}`
  // issue 35 (refund-mails.ts): one per refund or release, named by its id.
  | `refund-${string}`;

export interface OutgoingMail {
  kind: OrderMailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface PaidOrder extends OrderRoute {
  email: string;
  locale: string;
  skuId: SkuId;
  payMethod: PayMethod;
  amountMinor: number;
  currency: string;
  cardBrand: string | null;
  cardLast4: string | null;
}

export const BRAND_NAMES = CARD_BRAND_NAMES;

export type Block = string | { href: string; label: string };

/** Text and HTML from the same blocks: paragraphs (lines kept) and links. */
export function mail(kind: OrderMailKind, to: string, subject: string, blocks: Block[]): OutgoingMail {
  const text = blocks.map((b) => (typeof b === 'string' ? b : `${b.label}: ${b.href}`)).join('\n\n');
  const html = blocks
    .map((b) =>
      typeof b === 'string'
        ? `<p>${escapeHtml(b).replace(/\n/g, '<br>')}</p>`
        : `<p><a href="${escapeHtml(b.href)}">${escapeHtml(b.label)}</a></p>`,
    )
    .join('');
  return { kind, to, subject, text, html: `<!doctype html><html><body>${html}</body></html>` };
}

export function composeOrderMails(
  order: PaidOrder,
  options: { publicUrl: string; paidAt: Date },
): OutgoingMail[] {
  const locale = resolveLocale(order.locale);
  const copy = MAIL_COPY[locale];
  const tier = CATALOGUE_COPY[locale].tiers[order.skuId];
  const method =
    order.payMethod === 'card' && order.cardLast4
      ? fill(copy.cardMethod, {
          brand: BRAND_NAMES[order.cardBrand ?? ''] ?? CATALOGUE_COPY[locale].payMethods.card,
          last4: order.cardLast4,
        })
      : CATALOGUE_COPY[locale].payMethods[order.payMethod];
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(options.paidAt);
  const receipt = mail('receipt', order.email, fill(copy.receiptSubject, { tier }), [
    copy.greeting,
    copy.thanks,
    [
      fill(copy.item, { tier, count: TIER_SOLD_ITEMS[order.skuId].length }),
      fill(copy.amount, { amount: formatPrice(order.amountMinor, order.currency, { locale }) }),
      fill(copy.method, { method }),
      fill(copy.order, { orderNumber: order.orderNumber }),
      fill(copy.date, { date }),
    ].join('\n'),
    copy.footer,
  ]);
  const href = `${options.publicUrl}${reportPath(order)}`;
  const report = mail('report-link', order.email, copy.reportSubject, [
    copy.greeting,
    copy.reportIntro,
    { href, label: copy.reportButton },
    copy.reportKeep,
    copy.footer,
  ]);
  return [receipt, report];
}
