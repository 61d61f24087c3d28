// Quick interpretations of the five dimensions (spec §3 "quick interpretation"), under the keys
// the order report carries (`interpretationKey`: report.dimensions.<id>.level<N>) so the
// screens (mfe-report) and the PDF can say the same thing. Plain data: a screen may import the
// JSON of it, the API may serve it.
import type { IndicatorId, LocaleTag } from '@iq/contracts';

export type DimensionInterpretations = Readonly<
  Record<`report.dimensions.${IndicatorId}.level${1 | 2 | 3 | 4 | 5}`, string>
>;

const enUS: DimensionInterpretations = {
  'report.dimensions.memory.level1':
    'Items with two parts to follow were hard for you: keeping both in mind at once is the skill to build.',
  'report.dimensions.memory.level2':
    'On items with two parts you fell a little behind: one part tended to slip while you worked on the other.',
  'report.dimensions.memory.level3': 'You kept track of two-part items about as well as most test-takers.',
  'report.dimensions.memory.level4':
    'You handled items with two parts well: you kept both in mind while comparing the panels.',
  'report.dimensions.memory.level5':
    'Two-part items were a strength: you held several changing parts in mind with ease.',
  'report.dimensions.speed.level1':
    'Your correct answers took most of the time available: you work carefully but slowly.',
  'report.dimensions.speed.level2':
    'Your correct answers came somewhat slowly: more practice makes patterns quicker to see.',
  'report.dimensions.speed.level3': 'You reached correct answers at a steady, typical pace.',
  'report.dimensions.speed.level4': 'You reached correct answers quickly, well within the time per item.',
  'report.dimensions.speed.level5':
    'You reached correct answers very quickly, using only a small share of the time per item.',
  'report.dimensions.reaction.level1':
    'Even the easiest items took you a long time: a fixed first step helps you get started.',
  'report.dimensions.reaction.level2': 'You took a little long to answer the easiest items.',
  'report.dimensions.reaction.level3': 'You answered the easiest items at a typical pace.',
  'report.dimensions.reaction.level4':
    'You answered the easiest items quickly: simple patterns stood out to you.',
  'report.dimensions.reaction.level5':
    'You answered the easiest items almost at once: you see simple patterns immediately.',
  'report.dimensions.concentration.level1':
    'Your accuracy dropped clearly in the second half: attention faded as the test went on.',
  'report.dimensions.concentration.level2': 'Your accuracy dropped a little in the second half of the test.',
  'report.dimensions.concentration.level3':
    'Your accuracy held steady from the first half of the test to the second.',
  'report.dimensions.concentration.level4':
    'You did better in the second half than your level predicts: your focus held and grew.',
  'report.dimensions.concentration.level5':
    'You did clearly better in the second half: your focus sharpened as the items got harder.',
  'report.dimensions.logic.level1':
    'Items with several rules at once were hard for you: combining rules is the skill to build.',
  'report.dimensions.logic.level2':
    'On items with several rules you solved fewer than most: one rule often went unnoticed.',
  'report.dimensions.logic.level3': 'You solved items with several rules about as well as most test-takers.',
  'report.dimensions.logic.level4':
    'You solved items with several rules well: you combined them into one answer.',
  'report.dimensions.logic.level5':
    'Items with several rules were a clear strength: you combined them reliably.',
};

export const DIMENSION_INTERPRETATIONS: Readonly<Partial<Record<LocaleTag, DimensionInterpretations>>> = {
  'en-US': enUS,
};

/** The text of `key` in `locale` (English when a key is unknown, never the bare key). */
export function dimensionInterpretation(key: string, locale: LocaleTag): string | null {
  const table = (DIMENSION_INTERPRETATIONS[locale] ?? enUS) as Record<string, string>;
  return table[key] ?? (enUS as Record<string, string>)[key] ?? null;
}
