// The checks of the repo-wide locale audit (issue 13): pure functions over one resource (a piece of
// copy in nine locales), so that the test can feed them small hand-written fixtures as well as the
// site's real files. Each problem is one readable line; an empty list means the resource is fine.

export const REFERENCE_LOCALE = 'en-US';
export const LOCALES = [
  'en-US',
  'zh-CN',
  'zh-HK',
  'fr-FR',
  'es-ES',
  'ja-JP',
  'de-DE',
  'pt-PT',
  'ko-KR',
] as const;
export type AuditLocale = (typeof LOCALES)[number];

/** One piece of copy in every locale: a JSON namespace, or a TypeScript table keyed by locale. */
export interface Resource {
  /** Where it lives, e.g. `mfe-report/src/locales` or `@iq/report-copy EQ_SCALE_COPY.empathy`. */
  name: string;
  byLocale: Partial<Record<string, unknown>>;
}

/** A leaf: a string, or an empty object (kept so that a string/object mismatch shows). */
export type Leaf = { kind: 'text'; text: string } | { kind: 'object' };

/** An allowed English copy: one key of one resource, in the listed locales only. */
export interface AllowedCopy {
  resource: string;
  key: string;
  locales: readonly string[];
  reason: string;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Calls a copy function with 2 (a number, else the text '2') for each parameter; undefined if both throw. */
function probe(fn: (...args: unknown[]) => unknown): unknown {
  for (const arg of [2, '2']) {
    try {
      return fn(...Array.from({ length: fn.length }, () => arg));
    } catch {
      // A function that needs text: try again with text.
    }
  }
  return undefined;
}

/**
 * Every string under a value, by dotted path. Functions (copy that builds a sentence from a number
 * or from other words) are called with 2 for each parameter, so that their words are audited too.
 */
export function leavesOf(value: unknown, path = '', out = new Map<string, Leaf>()): Map<string, Leaf> {
  if (typeof value === 'string') out.set(path, { kind: 'text', text: value });
  else if (typeof value === 'function') {
    const result = probe(value as (...args: unknown[]) => unknown);
    if (typeof result === 'string') out.set(`${path}()`, { kind: 'text', text: result });
  } else if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) out.set(path, { kind: 'object' });
    for (const [key, child] of entries) leavesOf(child, path ? `${path}.${key}` : key, out);
  }
  return out;
}

/** `{{name}}` (i18next) and `{name}` (the services' templates) placeholders, sorted. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|\{(\w+)\}/g)].map((m) => m[1] ?? m[2] ?? '').sort();
}

/**
 * The plural forms a locale needs (i18next JSON v4: `key_one`, `key_other`...). CLDR's categories
 * from Intl.PluralRules, without `many`: i18next 27 falls back to `key_other` when `key_many` is
 * missing (Translator.resolve), and French, Spanish and Portuguese use `many` only for a million
 * and up, which no count of this site reaches.
 */
export function pluralFormsOf(locale: string): string[] {
  return new Intl.PluralRules(locale)
    .resolvedOptions()
    .pluralCategories.filter((c) => c !== 'many')
    .sort();
}

/** The forms a locale may carry: its CLDR categories, and `zero` (an i18next extra for count 0). */
function allowedPluralFormsOf(locale: string): Set<string> {
  return new Set([...new Intl.PluralRules(locale).resolvedOptions().pluralCategories, 'zero']);
}

/** Simplified-only characters paired with their Traditional forms (a zh-HK string must use the latter). */
const SCRIPT_PAIRS =
  '这這们們说說时時会會为為与與个個题題报報试試测測么麼对對发發经經实實点點关關还還现現样樣进進' +
  '动動问問间間让讓给給认認应應学學习習觉覺决決择擇处處优優势勢变變细細节節组組织織标標观觀达達' +
  '议議话話头頭计計书書长長门門车車见見过過运運选選难難欢歡气氣开開无無从從邮郵码碼账賬户戶册冊' +
  '录錄订訂单單购購买買钱錢费費价價态態页頁级級结結总總语語网網载載员員删刪复復';
export const SIMPLIFIED_ONLY = new Set([...SCRIPT_PAIRS].filter((_, i) => i % 2 === 0));
export const TRADITIONAL_ONLY = new Set([...SCRIPT_PAIRS].filter((_, i) => i % 2 === 1));

const hasLetters = (text: string) => /\p{L}/u.test(text.replace(/\{\{[^}]*\}\}|\{\w+\}/g, ''));
const normalise = (text: string) => text.trim().replace(/\s+/g, ' ');

/** Every problem of one resource, one line each. */
export function auditResource(resource: Resource, allowed: readonly AllowedCopy[] = []): string[] {
  const problems: string[] = [];
  const at = (locale: string, key: string) => `${resource.name} [${locale}] ${key || '(the text)'}`;
  const missingLocales = LOCALES.filter((locale) => resource.byLocale[locale] === undefined);
  const extraLocales = Object.keys(resource.byLocale).filter(
    (l) => !(LOCALES as readonly string[]).includes(l),
  );
  for (const locale of missingLocales)
    problems.push(`${resource.name} [${locale}]: the whole locale is missing`);
  for (const locale of extraLocales) problems.push(`${resource.name} [${locale}]: not a site locale`);
  const english = leavesOf(resource.byLocale[REFERENCE_LOCALE]);
  if (english.size === 0) return problems;

  // Plural groups: a base key whose English forms end in _other.
  const pluralBases = new Set(
    [...english.keys()].filter((key) => key.endsWith('_other')).map((key) => key.replace(PLURAL_SUFFIX, '')),
  );
  const baseOf = (key: string) => {
    const base = key.replace(PLURAL_SUFFIX, '');
    return base !== key && pluralBases.has(base) ? base : null;
  };
  const chinese = leavesOf(resource.byLocale['zh-CN']);

  for (const locale of LOCALES) {
    const entry = resource.byLocale[locale];
    if (entry === undefined) continue;
    const leaves = leavesOf(entry);
    const isAllowed = (key: string) =>
      allowed.some((a) => a.resource === resource.name && a.key === key && a.locales.includes(locale));

    // Keys: the same as English, plural groups by the language's own forms.
    const hasBelow = (tree: Map<string, Leaf>, key: string) =>
      [...tree.keys()].some((other) => other.startsWith(`${key}.`));
    const textAbove = (tree: Map<string, Leaf>, key: string) =>
      key.split('.').some((_, i, parts) => tree.get(parts.slice(0, i).join('.'))?.kind === 'text');
    for (const key of english.keys()) {
      if (baseOf(key) !== null || leaves.has(key)) continue;
      if (hasBelow(leaves, key))
        problems.push(`${at(locale, key)}: an object where ${REFERENCE_LOCALE} has text`);
      else if (!textAbove(leaves, key)) problems.push(`${at(locale, key)}: missing`);
    }
    for (const base of pluralBases) {
      const present = [...leaves.keys()].filter((key) => baseOf(key) === base);
      if (present.length === 0 && leaves.has(base)) {
        problems.push(`${at(locale, base)}: a plain string where English has plural forms`);
        continue;
      }
      for (const form of pluralFormsOf(locale)) {
        if (!leaves.has(`${base}_${form}`))
          problems.push(`${at(locale, `${base}_${form}`)}: plural form missing`);
      }
      const allowedForms = allowedPluralFormsOf(locale);
      for (const key of present) {
        const form = key.slice(base.length + 1);
        if (!allowedForms.has(form))
          problems.push(`${at(locale, key)}: ${locale} has no '${form}' plural form`);
      }
    }
    for (const key of leaves.keys()) {
      if (english.has(key) || baseOf(key) !== null) continue;
      if (pluralBases.has(key)) continue; // reported above
      if (hasBelow(english, key))
        problems.push(`${at(locale, key)}: text where ${REFERENCE_LOCALE} has an object`);
      else if (!textAbove(english, key)) problems.push(`${at(locale, key)}: not in ${REFERENCE_LOCALE}`);
    }

    for (const [key, leaf] of leaves) {
      const base = baseOf(key);
      const reference = english.get(key) ?? (base === null ? undefined : english.get(`${base}_other`));
      if (reference === undefined) continue;
      if (reference.kind !== leaf.kind) {
        problems.push(`${at(locale, key)}: ${leaf.kind} where ${REFERENCE_LOCALE} has ${reference.kind}`);
        continue;
      }
      if (leaf.kind !== 'text' || reference.kind !== 'text') continue;
      const text = leaf.text;
      if (normalise(text) === '' && normalise(reference.text) !== '')
        problems.push(`${at(locale, key)}: empty`);
      const mine = placeholdersOf(text).join(', ');
      const theirs = placeholdersOf(reference.text).join(', ');
      // A language's `one` form may name the count in words ("une minute") instead of {{count}}.
      const countOptional = base !== null && key.endsWith('_one') && theirs.replace('count', '') === mine;
      if (mine !== theirs && !countOptional) {
        problems.push(`${at(locale, key)}: placeholders {${mine}} where ${REFERENCE_LOCALE} has {${theirs}}`);
      }
      if (locale === REFERENCE_LOCALE) continue;
      if (normalise(text) === normalise(reference.text) && hasLetters(text) && !isAllowed(key)) {
        problems.push(`${at(locale, key)}: same as English ${JSON.stringify(reference.text)}`);
      }
      if (locale === 'zh-HK') {
        const simplified = [...new Set([...text].filter((char) => SIMPLIFIED_ONLY.has(char)))].join('');
        const sameAsCN = chinese.get(key);
        if (simplified && sameAsCN?.kind === 'text' && sameAsCN.text === text) {
          problems.push(`${at(locale, key)}: the zh-CN text, in Simplified script (${simplified})`);
        } else if (simplified) {
          problems.push(`${at(locale, key)}: Simplified characters ${simplified}`);
        }
      }
      if (locale === 'zh-CN') {
        const traditional = [...new Set([...text].filter((char) => TRADITIONAL_ONLY.has(char)))].join('');
        if (traditional) problems.push(`${at(locale, key)}: Traditional characters ${traditional}`);
      }
    }
  }
  return problems;
}

/** Allowlist entries that matched no copy any more (stale: the English or the key changed). */
export function unusedAllowances(
  resources: readonly Resource[],
  allowed: readonly AllowedCopy[],
): AllowedCopy[] {
  return allowed.filter((entry) => {
    const resource = resources.find((r) => r.name === entry.resource);
    if (!resource) return true;
    const english = leavesOf(resource.byLocale[REFERENCE_LOCALE]).get(entry.key);
    return entry.locales.some((locale) => {
      const leaf = leavesOf(resource.byLocale[locale]).get(entry.key);
      return !(
        english?.kind === 'text' &&
        leaf?.kind === 'text' &&
        normalise(leaf.text) === normalise(english.text)
      );
    });
  });
}
