// The faces the report and the certificate are set in, from npm packages (so a fresh clone needs
// no OS fonts): Noto Sans for Latin scripts and one Noto Sans CJK face per script, all SIL OFL
// 1.1, as the WOFF 1.0 files of @fontsource (react-pdf takes TTF/OTF/WOFF, not WOFF2 nor .ttc).
// A CJK locale gets its own script's face only: one Simplified Chinese face garbles Korean, and
// Japanese and Traditional Chinese draw many shared characters differently.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LocaleTag } from '@iq/contracts';
import { woffToSfnt } from './woff';

export type FontWeight = 400 | 700;

/** Family name → its file per weight (package subpaths, resolved at load). */
export const FONT_FAMILIES = {
  NotoSans: {
    400: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
    700: '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
  },
  /** Latin Extended-A and beyond (œ, ő, …) when a Latin text needs it. */
  NotoSansLatinExt: {
    400: '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff',
    700: '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff',
  },
  NotoSansSC: {
    400: '@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff',
    700: '@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-700-normal.woff',
  },
  NotoSansTC: {
    400: '@fontsource/noto-sans-tc/files/noto-sans-tc-chinese-traditional-400-normal.woff',
    700: '@fontsource/noto-sans-tc/files/noto-sans-tc-chinese-traditional-700-normal.woff',
  },
  /**
   * The traditional-Chinese subset lacks the full-width punctuation （）：！？; Google's
   * unicode-range slices 118 and 119 of the same face carry it (and the most frequent
   * characters), ~40 KB each.
   */
  NotoSansTCPunctuation: {
    400: '@fontsource/noto-sans-tc/files/noto-sans-tc-118-400-normal.woff',
    700: '@fontsource/noto-sans-tc/files/noto-sans-tc-118-700-normal.woff',
  },
  NotoSansTCPunctuation2: {
    400: '@fontsource/noto-sans-tc/files/noto-sans-tc-119-400-normal.woff',
    700: '@fontsource/noto-sans-tc/files/noto-sans-tc-119-700-normal.woff',
  },
  /** Slices 115 and 108 of the same face: ； and 着, which the subsets above lack. */
  NotoSansTCPunctuation3: {
    400: '@fontsource/noto-sans-tc/files/noto-sans-tc-115-400-normal.woff',
    700: '@fontsource/noto-sans-tc/files/noto-sans-tc-115-700-normal.woff',
  },
  NotoSansTCExtra: {
    400: '@fontsource/noto-sans-tc/files/noto-sans-tc-108-400-normal.woff',
    700: '@fontsource/noto-sans-tc/files/noto-sans-tc-108-700-normal.woff',
  },
  NotoSansJP: {
    400: '@fontsource/noto-sans-jp/files/noto-sans-jp-japanese-400-normal.woff',
    700: '@fontsource/noto-sans-jp/files/noto-sans-jp-japanese-700-normal.woff',
  },
  NotoSansKR: {
    400: '@fontsource/noto-sans-kr/files/noto-sans-kr-korean-400-normal.woff',
    700: '@fontsource/noto-sans-kr/files/noto-sans-kr-korean-700-normal.woff',
  },
} as const satisfies Record<string, Record<FontWeight, string>>;

export type FontFamily = keyof typeof FONT_FAMILIES;

/**
 * The families a locale's text is set in, first choice first; a glyph missing from one face
 * is taken from the next (react-pdf's font fallback). The CJK subsets carry Latin letters and
 * digits themselves, so a CJK page needs no Latin face.
 */
export const LOCALE_FONT_STACK: Readonly<Record<LocaleTag, readonly FontFamily[]>> = {
  'en-US': ['NotoSans', 'NotoSansLatinExt'],
  'fr-FR': ['NotoSans', 'NotoSansLatinExt'],
  'es-ES': ['NotoSans', 'NotoSansLatinExt'],
  'de-DE': ['NotoSans', 'NotoSansLatinExt'],
  'pt-PT': ['NotoSans', 'NotoSansLatinExt'],
  'zh-CN': ['NotoSansSC'],
  'zh-HK': [
    'NotoSansTC',
    'NotoSansTCPunctuation',
    'NotoSansTCPunctuation2',
    'NotoSansTCPunctuation3',
    'NotoSansTCExtra',
  ],
  'ja-JP': ['NotoSansJP'],
  'ko-KR': ['NotoSansKR'],
};

const sfntCache = new Map<string, Buffer>();

/** A face as a plain sfnt (TTF), read and converted once per process. */
export function fontFile(family: FontFamily, weight: FontWeight): Buffer {
  const specifier = FONT_FAMILIES[family][weight];
  let sfnt = sfntCache.get(specifier);
  if (!sfnt) {
    sfnt = woffToSfnt(fs.readFileSync(require.resolve(specifier)));
    sfntCache.set(specifier, sfnt);
  }
  return sfnt;
}

/**
 * A face as a TTF file on disk, for resvg (it reads files, not WOFF, and resvg-js 2.6 drops
 * in-memory font buffers). Written once into the OS temp folder under a name that carries the
 * package path, atomically (another thread may write the same file at the same moment).
 */
export function fontFilePath(family: FontFamily, weight: FontWeight): string {
  const specifier = FONT_FAMILIES[family][weight];
  const dir = path.join(os.tmpdir(), 'iq-report-fonts');
  const target = path.join(dir, `${specifier.replace(/[^a-z0-9.-]+/gi, '_')}.ttf`);
  const sfnt = fontFile(family, weight);
  if (fs.existsSync(target) && fs.statSync(target).size === sfnt.length) return target;
  fs.mkdirSync(dir, { recursive: true });
  const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  fs.writeFileSync(temporary, sfnt);
  fs.renameSync(temporary, target);
  return target;
}

/** The subset of react-pdf's Font store the registration uses. */
export interface FontStore {
  register(options: { family: string; fonts: { src: string; fontWeight: number }[] }): void;
  registerHyphenationCallback(callback: (word: string) => string[]): void;
}

const registered = new WeakMap<FontStore, Set<FontFamily>>();

// Line breaking without dictionaries (kinsoku shori, simplified): Han and kana may break
// between characters, except that closing punctuation, small kana and the prolonged sound mark
// never start a line and opening brackets never end one; digit and Latin runs stay whole; Korean
// breaks at spaces only (keep-all), like Latin words.
const CJK = /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;
const HAN_KANA = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/u;
const NO_START =
  /[、。，．：；！？）」』】〕〉》”’％‰・ー々…‥〜～ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ)\]},.:;!?%]/u;
const NO_END = /[（「『【〔〈《“‘([{]/u;

/** The parts of `word` a line may break between; empty parts mean "no hyphen here". */
export function lineBreakUnits(word: string): string[] {
  if (!HAN_KANA.test(word)) return [word];
  const units: string[] = [];
  for (const char of Array.from(word)) {
    const last = units[units.length - 1];
    const prev = last?.slice(-1) ?? '';
    const glue =
      last !== undefined &&
      (NO_START.test(char) || NO_END.test(prev) || (!CJK.test(char) && !CJK.test(prev)));
    if (glue) units[units.length - 1] = last + char;
    else units.push(char);
  }
  return units.flatMap((unit) => [unit, '']);
}

/**
 * Registers the families `locale` is set in, once per store: only those faces are read and
 * embedded (react-pdf embeds the glyphs used, subset). Returns the stack for `fontFamily`.
 */
export function registerFontsFor(store: FontStore, locale: LocaleTag): string[] {
  let done = registered.get(store);
  if (!done) {
    done = new Set();
    registered.set(store, done);
    // No hyphenation dictionaries for nine languages: Latin words stay whole (English patterns
    // would split French and German words wrongly); CJK runs break as lineBreakUnits says.
    store.registerHyphenationCallback(lineBreakUnits);
  }
  const stack = LOCALE_FONT_STACK[locale];
  for (const family of stack) {
    if (done.has(family)) continue;
    store.register({
      family,
      fonts: ([400, 700] as const).map((weight) => ({
        // A data URL: react-pdf takes a path, URL or data URL, and the sfnt exists only in memory.
        src: `data:font/ttf;base64,${fontFile(family, weight).toString('base64')}`,
        fontWeight: weight,
      })),
    });
    done.add(family);
  }
  return [...stack];
}
