// The account mails (issue 11), composed for the order service's outbox (POST /internal/mail).
// Pure: the routes send them through a MailSender. Links only, never a password.
import { RESET_CODE_TTL_MINUTES, resolveLocale, type InternalMailRequest } from '@iq/contracts';
import { ACCOUNT_MAIL_COPY } from './account-mail-copy';

type Block = string | { href: string; label: string };

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
const fill = (template: string, values: Readonly<Record<string, string | number>>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** Text and HTML from the same blocks: paragraphs and links. */
function mail(
  kind: string,
  to: string,
  dedupeKey: string,
  subject: string,
  blocks: Block[],
): InternalMailRequest {
  const text = blocks.map((b) => (typeof b === 'string' ? b : `${b.label}: ${b.href}`)).join('\n\n');
  const html = blocks
    .map((b) =>
      typeof b === 'string'
        ? `<p>${escapeHtml(b)}</p>`
        : `<p><a href="${escapeHtml(b.href)}">${escapeHtml(b.label)}</a></p>`,
    )
    .join('');
  return { to, kind, dedupeKey, subject, text, html: `<!doctype html><html><body>${html}</body></html>` };
}

export interface MailTarget {
  to: string;
  hl?: string | null;
  /** One mail per key at the outbox. */
  dedupeKey: string;
}

/** The site's address, no trailing slash. */
export interface SiteLinks {
  publicUrl: string;
}

export const CONFIRM_TTL_HOURS = 24;
export const SET_PASSWORD_TTL_DAYS = 7;

export function confirmUrl(site: SiteLinks, token: string): string {
  return `${site.publicUrl}/user/login?confirm=${encodeURIComponent(token)}`;
}

export function setPasswordUrl(site: SiteLinks, token: string): string {
  return `${site.publicUrl}/user/forgot-password?token=${encodeURIComponent(token)}`;
}

/** A new address: the link that confirms it and signs in. */
export function composeConfirmMail(target: MailTarget, site: SiteLinks, token: string): InternalMailRequest {
  const copy = ACCOUNT_MAIL_COPY[resolveLocale(target.hl)];
  return mail('account-confirm', target.to, target.dedupeKey, copy.confirmSubject, [
    copy.greeting,
    fill(copy.confirm, { hours: CONFIRM_TTL_HOURS }),
    { href: confirmUrl(site, token), label: copy.confirmButton },
    copy.confirmNotYou,
    copy.footer,
  ]);
}

/** An address that has an account: a notice to its owner instead of a second account. */
export function composeRegisterNoticeMail(target: MailTarget, site: SiteLinks): InternalMailRequest {
  const copy = ACCOUNT_MAIL_COPY[resolveLocale(target.hl)];
  return mail('account-register-notice', target.to, target.dedupeKey, copy.noticeSubject, [
    copy.greeting,
    copy.notice,
    { href: `${site.publicUrl}/user/login`, label: copy.loginButton },
    { href: `${site.publicUrl}/user/forgot-password`, label: copy.resetButton },
    copy.noticeNotYou,
    copy.footer,
  ]);
}

/** spec §5: the verification code of a password reset. */
export function composeResetCodeMail(target: MailTarget, code: string): InternalMailRequest {
  const copy = ACCOUNT_MAIL_COPY[resolveLocale(target.hl)];
  return mail('account-reset-code', target.to, target.dedupeKey, copy.codeSubject, [
    copy.greeting,
    fill(copy.code, { code, minutes: RESET_CODE_TTL_MINUTES }),
    copy.codeNotYou,
    copy.footer,
  ]);
}

/** After a purchase: the account exists; a link to choose a password (never the password). */
export function composeSetPasswordMail(
  target: MailTarget,
  site: SiteLinks,
  token: string,
): InternalMailRequest {
  const copy = ACCOUNT_MAIL_COPY[resolveLocale(target.hl)];
  return mail('account-set-password', target.to, target.dedupeKey, copy.setPasswordSubject, [
    copy.greeting,
    fill(copy.setPassword, { days: SET_PASSWORD_TTL_DAYS }),
    { href: setPasswordUrl(site, token), label: copy.setPasswordButton },
    copy.neverPasswords,
    copy.footer,
  ]);
}
