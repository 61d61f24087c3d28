// spec §5 field rules shared by forms and services (plain functions: no schema library in the
// browser's first view).
const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;

/** An e-mail address as the forms and services accept it (one @, a dotted domain, no spaces). */
export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** spec §5: a birthday like 2020-01-01 that is a real calendar date. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
