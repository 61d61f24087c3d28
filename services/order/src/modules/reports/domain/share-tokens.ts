// Share links (issue 8; spec §7 POST /exam/order/info/share). A token is 192 random bits in
// base64url (32 characters, inside SHARE_TOKEN_PATTERN); only its SHA-256 is stored, so a copy
// of the database opens no shared view.
import { createHash, randomBytes } from 'node:crypto';
import { LINKED_PAGES, SHARE_PARTS, SHARE_TOKEN_PATTERN, type SkuItemKey } from '@iq/contracts';
import { PART_ITEMS } from '../../orders';

export type SharePart = (typeof SHARE_PARTS)[number];

export function newShareToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The stored form of a token; null for anything that cannot be one (the same 404 as unknown). */
export function shareTokenHash(token: string): string | null {
  if (!SHARE_TOKEN_PATTERN.test(token)) return null;
  return createHash('sha256').update(token).digest('hex');
}

/** The chosen parts once each, in SHARE_PARTS order (what is stored and what the view lists). */
export function normalisedParts(parts: readonly SharePart[]): SharePart[] {
  return SHARE_PARTS.filter((part) => parts.includes(part));
}

/** The shared path of a token (the report remote's page; the shell's route table has it). */
export function sharedPath(token: string): string {
  return `${LINKED_PAGES.reportShared}/${token}`;
}

/**
 * The item of the tiers each part belongs to: the score's three are iqScore
 * (docs/decisions/2026-11-23-report-parts-to-items.md).
 */
export const SHARE_PART_ITEMS = {
  score: PART_ITEMS.iq,
  band: PART_ITEMS.iq,
  percentile: PART_ITEMS.iq,
  certificate: PART_ITEMS.certificate,
} as const satisfies Record<SharePart, SkuItemKey>;
