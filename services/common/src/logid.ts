import { randomUUID } from 'node:crypto';

/** ARCHITECTURE.md "Headers": a correlation id, never a secret; we keep a sane incoming one. */
export const LOGID_HEADER = 'logid';
export const LOGID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The incoming logid when it is well-formed, else a fresh one. */
export function resolveLogid(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && LOGID_PATTERN.test(incoming) ? incoming : randomUUID();
}
