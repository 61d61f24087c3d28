// What the personality form can take from a signed-in account instead of asking again (issue 38;
// docs/decisions/2026-11-29-profile-form-from-account.md). Pure: the account in, the form's
// values the account settles out. A field the account does not settle is asked as before.
import type { UserProfile } from '@iq/contracts';
import { PERSONALITY_BIRTH_YEAR_MIN, PERSONALITY_NAME_MAX, SEXES } from './personality-form-types';

export interface AccountProfileValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  birthYear?: string;
  gender?: string;
}

/**
 * The account's one name field splits into first and last name only when it has two or more
 * words: the last word is the last name. A one-word name (or one written without spaces, as
 * Chinese, Japanese and Korean names usually are) gives neither: the visitor says which is which.
 */
function splitName(name: string): Pick<AccountProfileValues, 'firstName' | 'lastName'> {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return {};
  const lastName = words[words.length - 1]!;
  const firstName = words.slice(0, -1).join(' ');
  if (firstName.length > PERSONALITY_NAME_MAX || lastName.length > PERSONALITY_NAME_MAX) return {};
  return { firstName, lastName };
}

/** The form's values a signed-in account settles; none for a visitor who is not signed in. */
export function profileFromAccount(
  account: UserProfile | null | undefined,
  thisYear = new Date().getUTCFullYear(),
): AccountProfileValues {
  if (!account) return {};
  const values: AccountProfileValues = { ...splitName(account.name) };
  if (account.email.trim()) values.email = account.email.trim();
  const year = account.birthday ? Number(account.birthday.slice(0, 4)) : NaN;
  if (Number.isInteger(year) && year >= PERSONALITY_BIRTH_YEAR_MIN && year <= thisYear)
    values.birthYear = String(year);
  if (account.sex && (SEXES as readonly string[]).includes(account.sex)) values.gender = account.sex;
  return values;
}
