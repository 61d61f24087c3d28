// The user contracts' field rules the screens check before asking the server (spec §3, §5).
// Copied, not imported: importing them from @iq/contracts' user-api.ts would bring zod (its
// schemas are built at module level) into every account page
// (docs/decisions/2026-11-25-account-rules-copied.md). account-rules.test.ts
// checks each value against the contracts, so the copy cannot drift.

/** PASSWORD_MIN / PASSWORD_MAX */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** RESET_CODE_LENGTH, RESET_CODE_TTL_MINUTES */
export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_TTL_MINUTES = 15;
/** SEXES (spec §3: male, female, confidential) */
export const SEXES = ['male', 'female', 'confidential'] as const;
/** updateProfileRequestSchema: nickname at most 50 characters, the phone pattern. */
export const NICKNAME_MAX = 50;
export const PHONE_PATTERN = /^\+?[0-9 ()-]{0,25}$/;
