/** Joins the CSS Module class names that apply, skipping false, null and undefined. */
export function classNames(...names: Array<string | false | null | undefined>): string | undefined {
  const joined = names.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}
