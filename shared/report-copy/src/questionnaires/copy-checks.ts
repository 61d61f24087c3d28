// The checks every questionnaire copy table must pass, shared by the tests next to this file.
// A "table" is one piece of copy in nine locales; its leaves are the strings a screen shows.
import { LOCALE_TAGS, type LocaleTag } from '@iq/contracts';

export type CopyTable = { name: string; byLocale: Readonly<Record<LocaleTag, unknown>> };

/** Simplified-only characters paired with their traditional forms (the list and a few more). */
const SCRIPT_PAIRS = [
  ...'们們这這个個说說为為时時会會对對发發经經实實点點关關还還现現样樣进進么麼动動问問间間让讓给給认認应應',
  ...'学學习習与與爱愛觉覺团團队隊决決择擇场場处處务務带帶优優势勢变變细細节節组組织織标標观觀达達议議话話',
  ...'听聽头頭热熱计計乐樂书書长長门門东東车車见見过過运運选選边邊远遠难難欢歡气氣开開无無从從内內温溫',
].join('');
export const SIMPLIFIED_ONLY = [...SCRIPT_PAIRS].filter((_, i) => i % 2 === 0);
export const TRADITIONAL_ONLY = [...SCRIPT_PAIRS].filter((_, i) => i % 2 === 1);

/** Every string under a value, with its path (`bands.low`). */
export function leavesOf(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leavesOf(child, path ? `${path}.${key}` : key));
  }
  throw new Error(`${path || 'copy'} is neither text nor an object`);
}

export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
}

/**
 * Sentence ends: 。！？ (unless a quotation closes right after) and . ! ? before a space or the
 * end. A question quoted inside a sentence therefore does not count as a sentence of its own.
 */
export function sentenceCount(text: string): number {
  return (text.match(/[。！？](?![」』”’])|[.!?](?=\s|$)/g) ?? []).length;
}

export interface CheckOptions {
  /** `locale:path` leaves allowed to equal English: real cognates, each with its reason in the test. */
  sameAsEnglish?: ReadonlySet<string>;
}

/** Every problem found, one line each; an empty list means the table is fine. */
export function problemsIn(table: CopyTable, options: CheckOptions = {}): string[] {
  const problems: string[] = [];
  const english = new Map(leavesOf(table.byLocale['en-US']));
  const locales = Object.keys(table.byLocale).sort();
  if (locales.join() !== [...LOCALE_TAGS].sort().join()) {
    problems.push(`${table.name}: locales are ${locales.join(', ')}`);
  }
  for (const locale of LOCALE_TAGS) {
    const entry = table.byLocale[locale];
    if (entry === undefined) continue;
    const leaves = new Map(leavesOf(entry));
    for (const path of english.keys()) {
      if (!leaves.has(path)) problems.push(`${table.name} ${locale}: ${path} is missing`);
    }
    for (const [path, text] of leaves) {
      const where = `${table.name} ${locale} ${path}`;
      const englishText = english.get(path);
      if (englishText === undefined) problems.push(`${where}: not in English`);
      if (text.trim() === '') problems.push(`${where}: empty`);
      if (text !== text.trim()) problems.push(`${where}: leading or trailing space`);
      if (
        locale !== 'en-US' &&
        text === englishText &&
        !options.sameAsEnglish?.has(`${locale}:${table.name}.${path}`)
      ) {
        problems.push(`${where}: identical to English`);
      }
      if (englishText !== undefined && placeholdersOf(text).join() !== placeholdersOf(englishText).join()) {
        problems.push(`${where}: placeholders ${placeholdersOf(text)} vs ${placeholdersOf(englishText)}`);
      }
      const wrongScript = locale === 'zh-HK' ? SIMPLIFIED_ONLY : locale === 'zh-CN' ? TRADITIONAL_ONLY : [];
      const found = wrongScript.filter((char) => text.includes(char));
      if (found.length > 0) problems.push(`${where}: wrong Chinese script ${found.join('')}`);
      if (/MBTI|Myers|Briggs/i.test(text)) problems.push(`${where}: trademark`);
    }
  }
  return problems;
}
