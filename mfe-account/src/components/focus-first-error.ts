/**
 * Focus the first field (in form order) that has an error; true when there was one. `ids` lists
 * the fields in the order they appear.
 */
export function focusFirstError<Key extends string>(
  errors: Partial<Record<Key, string>>,
  ids: Readonly<Record<Key, string>>,
): boolean {
  const first = (Object.keys(ids) as Key[]).find((key) => errors[key]);
  if (!first) return false;
  document.getElementById(ids[first])?.focus();
  return true;
}
