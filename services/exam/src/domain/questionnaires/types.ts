// The shape of a questionnaire (issue 12): scales, keyed items, a response scale, parts. Every
// user-facing text is a Record over all nine locales, so a missing translation is a type error.
import type { LocaleTag } from '@iq/contracts';

/** One text in every site locale (shared/contracts LOCALE_TAGS). */
export type LocalizedText = Readonly<Record<LocaleTag, string>>;

/**
 * +1: agreeing raises the scale score (for a bipolar scale: moves toward its FIRST pole).
 * −1: a reversed item, recoded as (min + max − x) before it is summed (6 − x on 1..5).
 */
export type Keying = 1 | -1;

export type QuestionnaireId = 'sixteen-types' | 'eq' | 'brain-dominance';

export interface QuestionnaireItem {
  /** Stable id, stored with answers: never renumber an item once sheets exist. */
  id: string;
  /** The key of the scale it scores on. */
  scale: string;
  keyed: Keying;
  /** A short first-person statement. */
  text: LocalizedText;
  /** The public-domain IPIP item (ipip.ori.org) this one adapts, in IPIP's own wording; absent when written by us. */
  ipip?: string;
}

export interface ScalePole {
  /** One letter for the type code (E, I, S, N …; L, R for brain dominance). */
  letter: string;
  label: LocalizedText;
}

export interface ScaleDefinition {
  key: string;
  label: LocalizedText;
  /**
   * Bipolar scales (the four 16-type axes, left/right) report a percentage toward the first pole;
   * unipolar scales (EQ) report a mean and a percent of maximum.
   */
  poles?: readonly [ScalePole, ScalePole];
}

export interface ResponseScale {
  /** Lowest value, always 1. */
  min: 1;
  /** Highest value (5 on a 5-point scale). */
  max: number;
  /** From "Not at all" (value min) to "Very much" (value max); length max − min + 1. */
  labels: readonly LocalizedText[];
}

export interface QuestionnairePart {
  id: string;
  /** The items of this part, in the order they are shown. */
  itemIds: readonly string[];
  /** i18n key of the message shown when this part is finished (spec §1: progress messages between parts). */
  progressMessageKey: string;
  progressMessage: LocalizedText;
}

export interface Questionnaire {
  id: QuestionnaireId;
  /** ARCHITECTURE.md "Routes": 2 personality (16 types), 3 EQ, 4 brain dominance. */
  examId: number;
  titleKey: string;
  title: LocalizedText;
  descriptionKey: string;
  description: LocalizedText;
  responseScale: ResponseScale;
  scales: readonly ScaleDefinition[];
  /** Every item, in presentation order (parts in order, then items within a part). */
  items: readonly QuestionnaireItem[];
  /** At least one; together they hold every item exactly once. */
  parts: readonly QuestionnairePart[];
}

/** One answer: the item and the chosen point of the response scale (1 = "Not at all"). */
export interface Answer {
  itemId: string;
  value: number;
}
