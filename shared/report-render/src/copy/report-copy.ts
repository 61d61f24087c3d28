// The words of the 21-page report and the certificate, one object per locale (./<locale>.ts),
// written per language, never English copies. The type makes a missing sentence a compile
// error. Tier and item names come with the input (the order service's catalogue); rule and mistake sentences from
// @iq/report-copy; dimension interpretations from ./dimension-interpretations.
import type { IndicatorId, IqBandId } from '@iq/contracts';

export type Level = 1 | 2 | 3 | 4 | 5;

/** One titled block of text. */
export interface Block {
  title: string;
  body: string;
}

export interface ReportCopy {
  /** Brand line on every page. */
  brand: string;
  reportTitle: string;
  /** "Page 3 of 21" */
  pageOf: (page: number, total: number) => string;
  orderLabel: string;
  completedLabel: string;
  /** Printed where a value is missing. */
  none: string;
  /** Between a label and its value: ": ", French "\u00a0: ", CJK full-width "：". */
  labelSep: string;

  bands: Record<IqBandId, string>;
  /** One sentence per band for the classification table. */
  bandDescriptions: Record<IqBandId, string>;
  dimensionNames: Record<IndicatorId, string>;
  levels: Record<Level, string>;

  cover: {
    subtitle: string;
    scoreCaption: string;
    bandCaption: string;
    tierLabel: string;
    notClinical: string;
  };

  summary: {
    title: string;
    intro: string;
    scoreLabel: string;
    bandLabel: string;
    percentileLabel: string;
    intervalLabel: string;
    answersLabel: string;
    /** "Higher than 88 % of the population" (percent already formatted) */
    percentileText: (percent: string) => string;
    /** "23 of 30 correct" */
    answersText: (correct: number, answered: number, total: number) => string;
    /** Headline sentence: score, band name, percent. */
    headline: (score: string, band: string, percent: string) => string;
    dimensionsTitle: string;
    contentsTitle: string;
  };

  /** Titles of the pages, by their role; the contents list prints them. */
  pages: {
    summary: string;
    curve: string;
    interval: string;
    classification: string;
    dimensions: string;
    answers: string;
    answerDetails: string;
    mistakes: string;
    locked: string;
    howItemsWork: string;
    rulesOne: string;
    rulesTwo: string;
    method: string;
    typicalMistakes: string;
    comparison: string;
    strengths: string;
    training: string;
    limits: string;
  };

  curve: {
    intro: string;
    youLabel: string;
    axisLabel: string;
    /** Under the curve: where the score lies, percent formatted. */
    position: (score: string, percent: string) => string;
    /**
     * Facts of the N(100, 15) curve, percentages formatted: within 85–115, within 70–130, above
     * 130, below 70 (computed from @iq/contracts, never written into the copy).
     */
    facts: (within1: string, within2: string, above: string, below: string) => string[];
    boundNote: (bound: string) => string;
  };

  interval: {
    intro: string;
    /** "With 90 % confidence your score lies between 109 and 126." */
    range: (low: number, high: number) => string;
    measurable: (low: number, high: number) => string;
    boundAbove: (high: number) => string;
    boundBelow: (low: number) => string;
    inside: string;
    legendInterval: string;
    legendMeasurable: string;
    legendScore: string;
    blocks: Block[];
  };

  classification: {
    /** The population shares of the bands from 130, 115–129 and 85–114, formatted (IQ_BANDS). */
    intro: (gifted: string, excellent: string, average: string) => string;
    columns: { band: string; range: string; share: string; meaning: string };
    yours: string;
    note: string;
  };

  dimensions: {
    intro: string;
    columns: { dimension: string; score: string; reference: string; level: string; interpretation: string };
    lockedText: string;
    scaleNote: string;
    /** "Reference range 40–60" */
    reference: (low: number, high: number) => string;
    /** Per-dimension page. */
    measuresTitle: string;
    resultTitle: string;
    practiceTitle: string;
    levelScaleTitle: string;
    /** How the indicator is derived from this test. */
    measures: Record<IndicatorId, string>;
    practice: Record<IndicatorId, string>;
    /** Said of a strength (level 4–5) on the strengths page. */
    strength: Record<IndicatorId, string>;
  };

  answers: {
    intro: string;
    columns: { number: string; yours: string; correct: string; result: string };
    right: string;
    wrong: string;
    unanswered: string;
    /** "You answered 28 of 30 items; 7 were wrong." */
    counts: (answered: number, total: number, wrong: number) => string;
    detailIntro: string;
    question: (n: number) => string;
    yourAnswer: string;
    correctAnswer: string;
    noAnswer: string;
    /** An option by its number 1–6, as the question screen numbered it: the screens' `analysis.option`. */
    option: (n: number) => string;
    rulesTitle: string;
    yoursTitle: string;
    /** Slot filled with a correctly answered item when fewer are wrong. */
    solvedLabel: string;
    noRules: string;
    mistakesIntro: string;
    mistakeKinds: Record<'rule' | 'direction' | 'value' | 'unanswered', string>;
    remainingTitle: string;
    noneRemaining: string;
    moreThan: (shown: number) => string;
  };

  locked: {
    intro: string;
    /** "Included with Standard, Premium and VIP." (tier names joined) */
    unlockedBy: (tiers: string) => string;
    containsTitle: string;
    contains: string[];
    countsKnown: (answered: number, wrong: number) => string;
  };

  guide: {
    howItemsWork: Block[];
    attributes: Record<'number' | 'position' | 'type' | 'size' | 'shade', string>;
    attributesTitle: string;
    rulesIntro: string;
    /** Explanation per rule kind, beside report-copy's generated example sentence. */
    ruleKinds: Record<
      'constant' | 'progression' | 'arithmetic' | 'set-operation' | 'distribute-three',
      string
    >;
    exampleLabel: string;
    methodSteps: Block[];
    mistakes: Block[];
  };

  comparison: {
    intro: string;
    countriesTitle: string;
    agesTitle: string;
    averageLabel: string;
    sampleLabel: (n: string) => string;
    /** In place of the sample on a seed figure's row: the screens' `ranking.seedShort`. */
    seedLabel: string;
    seedNote: string;
    sourceNote: Record<'platform' | 'seed' | 'mixed', string>;
    youLine: (score: string) => string;
    lockedText: string;
    empty: string;
  };

  strengths: {
    intro: string;
    strongTitle: string;
    developTitle: string;
    rulesTitle: string;
    /** When no dimension stands out. */
    even: string;
    /** "You solved 5 of 6 items with progressions." */
    ruleRate: (rule: string, solved: number, total: number) => string;
    ruleNames: Record<
      'constant' | 'progression' | 'arithmetic' | 'set-operation' | 'distribute-three',
      string
    >;
    noQuestions: string;
  };

  training: {
    intro: string;
    weekLabel: (week: number) => string;
    /** "Focus: memory" */
    focus: (dimension: string) => string;
    weeks: Block[];
    habitsTitle: string;
    habits: string[];
    claimNote: string;
  };

  limits: {
    intro: string;
    blocks: Block[];
  };

  certificate: {
    title: string;
    subtitle: string;
    awardedTo: string;
    statement: (band: string) => string;
    scoreLabel: string;
    bandLabel: string;
    dateLabel: string;
    codeLabel: string;
    verifyAt: string;
    footer: string;
  };
}
