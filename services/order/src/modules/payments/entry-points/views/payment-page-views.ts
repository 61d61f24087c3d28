// Server-rendered HTML of the payment pages: no script at all, one inline stylesheet allowed by
// a per-response nonce, forms that post only to this origin (strict CSP in payment-page-csp).
import { formatPrice, type LocaleTag, type SkuId } from '@iq/contracts';
import { CATALOGUE_COPY, TIER_SOLD_ITEMS } from '../../../orders';
import { escapeHtml, fill } from '../../../../domain/html';
import type { CardField, CardProblem } from '../../../providers';
import { PAGE_COPY } from './payment-page-copy';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;background:#f3f4f6;color:#111827}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.35rem;margin:0 0 1rem}
.note{font-size:.85rem;background:#fef3c7;color:#78350f;padding:.5rem .75rem;border-radius:8px;margin:0 0 1rem}
.summary{border:1px solid #e5e7eb;border-radius:8px;padding:.75rem 1rem;margin:0 0 1.25rem}
.summary ul{margin:.25rem 0 .5rem;padding-left:1.2rem;color:#374151;font-size:.9rem}
.product{font-weight:600;margin:0}
.amount{display:flex;justify-content:space-between;align-items:baseline;margin:0;border-top:1px solid #e5e7eb;padding-top:.5rem}
.amount strong{font-size:1.25rem}
.field{margin:0 0 1rem}
.row{display:flex;gap:1rem}.row .field{flex:1}
label{display:block;font-weight:600;margin:0 0 .25rem}
input{width:100%;font:inherit;padding:.6rem .75rem;border:1px solid #9ca3af;border-radius:8px}
input:focus{outline:3px solid #93c5fd;border-color:#2563eb}
input[aria-invalid=true]{border-color:#b91c1c}
.hint{font-size:.8rem;color:#4b5563;margin:.2rem 0 0}
.error{color:#b91c1c;font-size:.875rem;margin:.25rem 0 0}
.alert{border:1px solid #b91c1c;background:#fef2f2;color:#7f1d1d;padding:.5rem .75rem;border-radius:8px;margin:0 0 1rem}
button{width:100%;font:inherit;font-weight:600;padding:.75rem;border:0;border-radius:8px;background:#2563eb;color:#fff;cursor:pointer;margin:0 0 .75rem}
button.secondary{background:#e5e7eb;color:#111827}
button:focus{outline:3px solid #93c5fd}
.paypal h1{color:#003087}.paypal button{background:#ffc439;color:#111827}.paypal button.secondary{background:#e5e7eb}
.small{font-size:.85rem;color:#4b5563}
a{color:#1d4ed8}
`;

export interface PageOrder {
  skuId: SkuId;
  amountMinor: number;
  currency: string;
}

const LANG: Readonly<Record<LocaleTag, string>> = {
  'en-US': 'en',
  'zh-CN': 'zh-Hans',
  'zh-HK': 'zh-Hant',
  'ja-JP': 'ja',
  'ko-KR': 'ko',
  'fr-FR': 'fr',
  'es-ES': 'es',
  'de-DE': 'de',
  'pt-PT': 'pt',
};

/** One page; the nonce is new per response and the only way a style gets in. */
function layout(locale: LocaleTag, title: string, body: string, nonce: string, mainClass = ''): string {
  return (
    `<!doctype html><html lang="${LANG[locale]}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)}</title><style nonce="${nonce}">${STYLE}</style></head>` +
    `<body><main${mainClass ? ` class="${mainClass}"` : ''}>${body}</main></body></html>`
  );
}

function summary(locale: LocaleTag, order: PageOrder): string {
  const catalogue = CATALOGUE_COPY[locale];
  const copy = PAGE_COPY[locale];
  const items = TIER_SOLD_ITEMS[order.skuId]
    .map((key) => `<li>${escapeHtml(catalogue.items[key].name)}</li>`)
    .join('');
  return (
    `<section class="summary" aria-label="${escapeHtml(fill(copy.purchase, { tier: catalogue.tiers[order.skuId] }))}">` +
    `<p class="product">${escapeHtml(fill(copy.purchase, { tier: catalogue.tiers[order.skuId] }))}</p>` +
    `<ul>${items}</ul>` +
    `<p class="amount"><span>${escapeHtml(copy.oneTime)}</span> <strong>${escapeHtml(money(locale, order))}</strong></p>` +
    `</section>`
  );
}

const money = (locale: LocaleTag, order: PageOrder) =>
  formatPrice(order.amountMinor, order.currency, { locale });

export interface CardFormState {
  /** Kept on a re-render: expiry and name only (never the number or the CVC). */
  expiry: string;
  name: string;
  problems: Partial<Record<CardField, CardProblem>>;
}

export function cardPage(
  locale: LocaleTag,
  order: PageOrder,
  options: { idempotencyKey: string; otherMethodHref: string; state?: CardFormState },
) {
  const copy = PAGE_COPY[locale];
  const state = options.state ?? { expiry: '', name: '', problems: {} };
  const field = (id: CardField, label: string, attributes: string, value = '', hint?: string) => {
    const problem = state.problems[id];
    const described = [hint ? `${id}-hint` : '', problem ? `${id}-error` : ''].filter(Boolean).join(' ');
    return (
      `<div class="field"><label for="${id}">${escapeHtml(label)}</label>` +
      `<input id="${id}" name="${id}" ${attributes} value="${escapeHtml(value)}"` +
      `${problem ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}>` +
      (hint ? `<p class="hint" id="${id}-hint">${escapeHtml(hint)}</p>` : '') +
      (problem ? `<p class="error" id="${id}-error">${escapeHtml(copy.errors[problem])}</p>` : '') +
      `</div>`
    );
  };
  const hasProblems = Object.keys(state.problems).length > 0;
  return (nonce: string) =>
    layout(
      locale,
      copy.pageTitle,
      `<p class="note" role="note">${escapeHtml(copy.testMode)}</p>` +
        `<h1>${escapeHtml(copy.pageTitle)}</h1>` +
        summary(locale, order) +
        (hasProblems ? `<div class="alert" role="alert">${escapeHtml(copy.errorSummary)}</div>` : '') +
        // No action: the form posts back to this page's own URL (same origin, whatever the prefix).
        `<form method="post" novalidate>` +
        `<input type="hidden" name="idempotencyKey" value="${escapeHtml(options.idempotencyKey)}">` +
        field(
          'cardNumber',
          copy.cardNumber,
          'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23" required',
        ) +
        `<div class="row">` +
        field(
          'expiry',
          copy.expiry,
          'type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="7" required',
          state.expiry,
          copy.expiryHint,
        ) +
        field(
          'cvc',
          copy.cvc,
          'type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required',
        ) +
        `</div>` +
        field('name', copy.name, 'type="text" autocomplete="cc-name" maxlength="100" required', state.name) +
        `<button type="submit">${escapeHtml(fill(copy.pay, { amount: money(locale, order) }))}</button>` +
        `</form>` +
        `<p class="small">${escapeHtml(copy.secureNote)}</p>` +
        `<p class="small"><a href="${escapeHtml(options.otherMethodHref)}">${escapeHtml(copy.otherMethod)}</a></p>`,
      nonce,
    );
}

/** Two buttons of one form, told apart by `decision`. */
function decisionForm(approve: string, refuse: { value: string; label: string }): string {
  return (
    `<form method="post">` +
    `<button type="submit" name="decision" value="approve">${escapeHtml(approve)}</button>` +
    `<button type="submit" name="decision" value="${refuse.value}" class="secondary">${escapeHtml(refuse.label)}</button>` +
    `</form>`
  );
}

export function challengePage(locale: LocaleTag, order: PageOrder) {
  const copy = PAGE_COPY[locale];
  return (nonce: string) =>
    layout(
      locale,
      copy.challengeTitle,
      `<p class="note" role="note">${escapeHtml(copy.challengeNote)}</p>` +
        `<h1>${escapeHtml(copy.challengeTitle)}</h1>` +
        `<p>${escapeHtml(fill(copy.challengeText, { amount: money(locale, order) }))}</p>` +
        decisionForm(copy.approve, { value: 'fail', label: copy.fail }),
      nonce,
    );
}

export function paypalPage(locale: LocaleTag, order: PageOrder) {
  const copy = PAGE_COPY[locale];
  return (nonce: string) =>
    layout(
      locale,
      'PayPal',
      `<p class="note" role="note">${escapeHtml(copy.paypalNote)}</p>` +
        `<h1>PayPal</h1>` +
        summary(locale, order) +
        `<p>${escapeHtml(fill(copy.paypalText, { amount: money(locale, order) }))}</p>` +
        decisionForm(copy.paypalApprove, { value: 'cancel', label: copy.paypalCancel }),
      nonce,
      'paypal',
    );
}

/** Issue 35: the order sells what the buyer has bought since; nothing was charged. */
export function outOfDatePage(locale: LocaleTag, reportHref: string | null) {
  const copy = PAGE_COPY[locale];
  return (nonce: string) =>
    layout(
      locale,
      copy.outOfDateTitle,
      `<h1>${escapeHtml(copy.outOfDateTitle)}</h1><p>${escapeHtml(copy.outOfDateText)}</p>` +
        (reportHref ? `<p><a href="${escapeHtml(reportHref)}">${escapeHtml(copy.openReport)}</a></p>` : '') +
        `<p><a href="/">${escapeHtml(copy.backToSite)}</a></p>`,
      nonce,
    );
}

export function messagePage(locale: LocaleTag, kind: 'unavailable' | 'badRequest') {
  const copy = PAGE_COPY[locale];
  return (nonce: string) =>
    layout(
      locale,
      copy.unavailableTitle,
      (kind === 'unavailable'
        ? `<h1>${escapeHtml(copy.unavailableTitle)}</h1><p>${escapeHtml(copy.unavailableText)}</p>`
        : `<h1>${escapeHtml(copy.pageTitle)}</h1><p>${escapeHtml(copy.badRequestText)}</p>`) +
        `<p><a href="/">${escapeHtml(copy.backToSite)}</a></p>`,
      nonce,
    );
}
