/**
 * Puts values into a copy template: `{percent}` becomes `values.percent`. A placeholder with no
 * value stays as written, so a missing value shows up on screen instead of an empty gap.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder: string, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : placeholder,
  );
}
