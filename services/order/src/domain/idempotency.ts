// Idempotency keys (issue 7): the first response to a key is stored and replayed; the same key
// with other parameters is refused. What "the same parameters" means is this fingerprint.
import { createHash } from 'node:crypto';

/** How long a key and its response are kept (issue 7 asks for at least 24 h). */
export const IDEMPOTENCY_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** A stored response, replayed byte for byte. */
export interface StoredResponse {
  status: number;
  contentType: string;
  body: string;
  /** For redirects (the card form's 303). */
  location?: string;
}

/** JSON with object keys sorted at every level, so key order never changes a fingerprint. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * sha256 over the operation and its parameters. Secrets among them (the exam session) enter
 * only through this hash, so the table never holds them, and a key alone replays nothing.
 */
export function fingerprint(scope: string, parameters: unknown): string {
  return createHash('sha256').update(scope).update('\n').update(canonicalJson(parameters)).digest('hex');
}
