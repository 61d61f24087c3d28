// The receipt of a one-click purchase of the second phase (issue 10): what was bought, what was
// charged (and the VIP discount when one applied), with which card, in the order's locale. Pure:
// the purchase route queues it in the same transaction as the purchase.
import { resolveLocale, type LocaleTag, type PackageId, formatPrice } from '@iq/contracts';
import { fill } from '../../../domain/html';
import { PACKAGE_COPY } from '../../orders';
import { MAIL_COPY } from './receipt-mail-copy';
import { BRAND_NAMES, mail, type OutgoingMail } from './receipt-mail';

interface PurchaseMailCopy {
  subject: string;
  item: string;
  discount: string;
}

/** Placeholders: {name} {percent} {list}. */
const PURCHASE_MAIL_COPY: Readonly<Record<LocaleTag, PurchaseMailCopy>> = {
  'en-US': {
    subject: 'Your receipt: {name}',
    item: 'Item: {name}',
    discount: 'VIP discount: {percent}% off {list}',
  },
  'zh-CN': {
    subject: '您的收据：{name}',
    item: '项目：{name}',
    discount: 'VIP 优惠：原价 {list}，减 {percent}%',
  },
  'zh-HK': {
    subject: '您的收據：{name}',
    item: '項目：{name}',
    discount: 'VIP 優惠：原價 {list}，減 {percent}%',
  },
  'fr-FR': {
    subject: 'Votre reçu : {name}',
    item: 'Article : {name}',
    discount: 'Remise VIP : {percent} % sur {list}',
  },
  'es-ES': {
    subject: 'Tu recibo: {name}',
    item: 'Artículo: {name}',
    discount: 'Descuento VIP: {percent} % sobre {list}',
  },
  'ja-JP': { subject: '領収書：{name}', item: '商品：{name}', discount: 'VIP割引：{list}から{percent}%オフ' },
  'de-DE': {
    subject: 'Ihre Quittung: {name}',
    item: 'Artikel: {name}',
    discount: 'VIP-Rabatt: {percent} % auf {list}',
  },
  'pt-PT': {
    subject: 'O seu recibo: {name}',
    item: 'Artigo: {name}',
    discount: 'Desconto VIP: {percent}% sobre {list}',
  },
  'ko-KR': {
    subject: '영수증: {name}',
    item: '항목: {name}',
    discount: 'VIP 할인: {list}에서 {percent}% 할인',
  },
};

export interface ChargedPurchase {
  id: string;
  orderNumber: string;
  email: string;
  locale: string;
  packageId: PackageId;
  amountMinor: number;
  listAmountMinor: number;
  discountPercent: number;
  currency: string;
  chargedAt: Date;
  card: { brand: string | null; last4: string | null };
}

export function composePurchaseReceipt(purchase: ChargedPurchase): OutgoingMail {
  const locale = resolveLocale(purchase.locale);
  const copy = MAIL_COPY[locale];
  const words = PURCHASE_MAIL_COPY[locale];
  const name = PACKAGE_COPY[locale].packages[purchase.packageId].name;
  const money = (minor: number) => formatPrice(minor, purchase.currency, { locale });
  const method = purchase.card.last4
    ? fill(copy.cardMethod, {
        brand: BRAND_NAMES[purchase.card.brand ?? ''] ?? 'card',
        last4: purchase.card.last4,
      })
    : 'card';
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return mail(`second-phase-${purchase.id}`, purchase.email, fill(words.subject, { name }), [
    copy.greeting,
    copy.thanks,
    [
      fill(words.item, { name }),
      fill(copy.amount, { amount: money(purchase.amountMinor) }),
      ...(purchase.discountPercent
        ? [fill(words.discount, { percent: purchase.discountPercent, list: money(purchase.listAmountMinor) })]
        : []),
      fill(copy.method, { method }),
      fill(copy.order, { orderNumber: purchase.orderNumber }),
      fill(copy.date, { date: dates.format(purchase.chargedAt) }),
    ].join('\n'),
    copy.footer,
  ]);
}
