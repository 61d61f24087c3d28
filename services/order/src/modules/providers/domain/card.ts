// Card details as typed on the card page: checks and the test-mode processor's answers
// (docs/decisions/2026-11-23-stripe-test-cards.md). The number lives in memory for one request
// and is never returned, stored or logged: only the brand and the last four digits leave this module.
import type { CardSummary, FailureReason } from '../../orders';

export type CardField = 'cardNumber' | 'expiry' | 'cvc' | 'name';
export type CardProblem =
  'cardNumberMissing' | 'cardNumberInvalid' | 'expiryInvalid' | 'expiryPast' | 'cvcInvalid' | 'nameMissing';

export interface CardForm {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

export interface CheckedCard {
  digits: string;
  summary: CardSummary;
}

/** Luhn (mod 10) checksum over a digit string. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^35(2[89]|[3-8])/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  return 'card';
}

/** MM/YY (also MM / YY, MM-YY, MMYY, MM/YYYY) → month and four-digit year, or null. */
export function parseExpiry(raw: string): { month: number; year: number } | null {
  const text = raw.trim();
  const match = /^(\d{1,2})\s*[/-]\s*(\d{2}|\d{4})$/.exec(text) ?? /^(\d{2})(\d{2}|\d{4})$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** Valid through the last day of its month (UTC). */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  return now.getUTCFullYear() * 12 + now.getUTCMonth() > expiry.year * 12 + (expiry.month - 1);
}

/** The field problems of a submitted form (empty = fine), and the card when fine. */
export function checkCardForm(
  form: CardForm,
  now: Date,
): { problems: Partial<Record<CardField, CardProblem>>; card?: CheckedCard } {
  const problems: Partial<Record<CardField, CardProblem>> = {};
  const digits = form.cardNumber.replace(/[\s-]/g, '');
  if (!digits) problems.cardNumber = 'cardNumberMissing';
  else if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) problems.cardNumber = 'cardNumberInvalid';
  const expiry = parseExpiry(form.expiry);
  if (!expiry) problems.expiry = 'expiryInvalid';
  else if (isExpired(expiry, now)) problems.expiry = 'expiryPast';
  const brand = digits ? cardBrand(digits) : 'card';
  const cvcLength = brand === 'amex' ? /^\d{4}$/ : /^\d{3,4}$/;
  if (!cvcLength.test(form.cvc.trim())) problems.cvc = 'cvcInvalid';
  if (!form.name.trim() || form.name.length > 100) problems.name = 'nameMissing';
  if (Object.keys(problems).length) return { problems };
  return { problems, card: { digits, summary: { brand, last4: digits.slice(-4) } } };
}

export type CardOutcome =
  { kind: 'succeeded' } | { kind: 'failed'; reason: FailureReason } | { kind: 'requires-3ds' };

/**
 * The test-mode processor (Stripe's test numbers): 4242 4242 4242 4242 pays, 4000 0000 0000 0002
 * is declined, 4000 0000 0000 9995 has insufficient funds, 4000 0027 6000 3184 asks for 3-D
 * Secure; any other valid number is declined.
 */
export function testModeOutcome(digits: string): CardOutcome {
  switch (digits) {
    case '4242424242424242':
      return { kind: 'succeeded' };
    case '4000002760003184':
      return { kind: 'requires-3ds' };
    case '4000000000009995':
      return { kind: 'failed', reason: 'insufficient-funds' };
    default:
      return { kind: 'failed', reason: 'declined' };
  }
}
