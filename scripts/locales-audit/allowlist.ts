// Copy that may stay identical to English, each entry for one key of one resource in the listed
// locales only, with the reason it is not an untranslated string. The audit fails on an entry that
// no longer matches (the English or the translation changed), so the list cannot go stale.
import type { AllowedCopy } from './audit';

const NON_ENGLISH = ['zh-CN', 'zh-HK', 'fr-FR', 'es-ES', 'ja-JP', 'de-DE', 'pt-PT', 'ko-KR'] as const;

const COMMON = 'shared/i18n/src/resources/common';
const EXAM = 'mfe-exam/src/locales';
const LANDING = 'mfe-landing/src/locales';
const CHECKOUT = 'mfe-checkout/src/locales';
const REPORT = 'mfe-report/src/locales';
const PDF = 'shared/report-render/src/copy/index.ts REPORT_COPY';
const CATALOGUE = 'services/order/src/modules/orders/domain/catalogue-copy.ts CATALOGUE_COPY';
const POLES = 'shared/report-copy/src/questionnaires/sixteen-types.ts AXIS_POLE_LABELS';

export const ALLOWED_COPIES: readonly AllowedCopy[] = [
  // The landing's display reviews (issue 38) sign with a first name and an age; the German page
  // keeps the English page's names, which are German names too.
  ...['girl', 'new_girl', 'new', 'third', 'young'].map((variant) => ({
    resource: 'mfe-landing/src/features/variants/below-hero/locales',
    key: `${variant}.quote.by`,
    locales: ['de-DE'],
    reason: 'a first name and an age read the same in German',
  })),

  // Brand names: written in Latin letters in every language.
  { resource: COMMON, key: 'site.name', locales: NON_ENGLISH, reason: 'the site name is the brand' },
  { resource: PDF, key: 'brand', locales: NON_ENGLISH, reason: 'the site name is the brand' },
  { resource: CHECKOUT, key: 'payment.methods.paypal', locales: NON_ENGLISH, reason: 'PayPal is a brand' },
  { resource: CATALOGUE, key: 'payMethods.paypal', locales: NON_ENGLISH, reason: 'PayPal is a brand' },

  // Package names: loanwords the languages use as they are (es/pt translate Standard, fr/de do not).
  ...[REPORT, CATALOGUE].flatMap((resource) => [
    { resource, key: 'tiers.sku2', locales: ['fr-FR', 'de-DE'], reason: "'Standard' is French and German" },
    {
      resource,
      key: 'tiers.sku3',
      locales: ['fr-FR', 'es-ES', 'de-DE', 'pt-PT'],
      reason: "'Premium' is the usual word for a top tier in French, Spanish, German and Portuguese",
    },
    {
      resource,
      key: 'tiers.sku4',
      locales: ['fr-FR', 'es-ES', 'ja-JP', 'de-DE', 'pt-PT', 'ko-KR'],
      reason: "'VIP' is written in Latin letters in these languages",
    },
  ]),

  // Words spelled the same in the language (checked by hand).
  {
    resource: CHECKOUT,
    key: 'tiers.total',
    locales: ['fr-FR', 'es-ES', 'pt-PT'],
    reason: "'Total' is French, Spanish and Portuguese",
  },
  { resource: CHECKOUT, key: 'cancel.minutes_one', locales: ['fr-FR'], reason: "'minute' is French" },
  { resource: CHECKOUT, key: 'cancel.minutes_other', locales: ['fr-FR'], reason: "'minutes' is French" },
  { resource: REPORT, key: 'retrieve.minutes_one', locales: ['fr-FR'], reason: "'minute' is French" },
  { resource: REPORT, key: 'retrieve.minutes_other', locales: ['fr-FR'], reason: "'minutes' is French" },
  {
    resource: REPORT,
    key: 'retrieve.minutesSeconds',
    locales: ['fr-FR'],
    reason: "'min' and 's' are the French (SI) abbreviations",
  },
  { resource: EXAM, key: 'measures.concentration', locales: ['fr-FR'], reason: "'Concentration' is French" },
  {
    resource: REPORT,
    key: 'dimensions.names.concentration',
    locales: ['fr-FR'],
    reason: "'Concentration' is French",
  },
  {
    resource: PDF,
    key: 'dimensionNames.concentration',
    locales: ['fr-FR'],
    reason: "'Concentration' is French",
  },
  { resource: LANDING, key: 'hero.factQuestions', locales: ['fr-FR'], reason: "'questions' is French" },
  { resource: LANDING, key: 'hero.factTime', locales: ['fr-FR'], reason: "'minutes' is French" },
  {
    resource: LANDING,
    key: 'bands.superior',
    locales: ['es-ES', 'pt-PT'],
    reason: "'Superior' is Spanish and Portuguese",
  },
  {
    resource: REPORT,
    key: 'bands.superior',
    locales: ['es-ES', 'pt-PT'],
    reason: "'Superior' is Spanish and Portuguese",
  },
  {
    resource: PDF,
    key: 'bands.superior',
    locales: ['es-ES', 'pt-PT'],
    reason: "'Superior' is Spanish and Portuguese",
  },
  { resource: REPORT, key: 'report.tabs.dimensions', locales: ['fr-FR'], reason: "'Dimensions' is French" },
  {
    resource: REPORT,
    key: 'dimensions.dimension',
    locales: ['fr-FR', 'de-DE'],
    reason: "'Dimension' is French and German",
  },
  {
    resource: PDF,
    key: 'dimensions.columns.dimension',
    locales: ['fr-FR', 'de-DE'],
    reason: "'Dimension' is French and German",
  },
  { resource: REPORT, key: 'dimensions.score', locales: ['fr-FR'], reason: "'score' is French (le score)" },
  {
    resource: PDF,
    key: 'dimensions.columns.score',
    locales: ['fr-FR'],
    reason: "'score' is French (le score)",
  },
  { resource: REPORT, key: 'analysis.questionTitle', locales: ['fr-FR'], reason: "'Question' is French" },
  { resource: PDF, key: 'answers.question()', locales: ['fr-FR'], reason: "'Question' is French" },
  {
    resource: REPORT,
    key: 'analysis.option',
    locales: ['fr-FR', 'de-DE'],
    reason: "'Option' is French and German",
  },
  {
    resource: PDF,
    key: 'answers.option()',
    locales: ['fr-FR', 'de-DE'],
    reason: "'Option' is French and German",
  },
  {
    resource: PDF,
    key: 'classification.columns.share',
    locales: ['fr-FR'],
    reason: "'Population' is French",
  },
  {
    resource: PDF,
    key: 'comparison.sampleLabel()',
    locales: ['fr-FR', 'es-ES'],
    reason: "'tests' is French, and Spanish (RAE: test, pl. tests)",
  },
  {
    resource: PDF,
    key: 'strengths.ruleNames.progression',
    locales: ['fr-FR'],
    reason: "'Progressions' is French",
  },
  { resource: PDF, key: 'certificate.dateLabel', locales: ['fr-FR'], reason: "'Date' is French" },
  {
    resource: `${POLES}.E`,
    key: '',
    locales: ['fr-FR', 'de-DE'],
    reason: "'Extraversion' is the French and German term",
  },
  {
    resource: `${POLES}.I`,
    key: '',
    locales: ['fr-FR', 'de-DE'],
    reason: "'Introversion' is the French and German term",
  },
  {
    resource: `${POLES}.N`,
    key: '',
    locales: ['fr-FR', 'de-DE'],
    reason: "'Intuition' is the French and German term",
  },

  // Country names spelled the same in the language.
  {
    resource: REPORT,
    key: 'countries.PT',
    locales: ['fr-FR', 'es-ES', 'de-DE', 'pt-PT'],
    reason: "'Portugal' in these languages",
  },
  { resource: REPORT, key: 'countries.FR', locales: ['fr-FR'], reason: "'France' is French" },
  { resource: REPORT, key: 'countries.CA', locales: ['fr-FR'], reason: "'Canada' is French" },
  {
    resource: REPORT,
    key: 'countries.CN',
    locales: ['es-ES', 'de-DE', 'pt-PT'],
    reason: "'China' in Spanish, German and Portuguese",
  },
  { resource: REPORT, key: 'countries.JA', locales: ['de-DE'], reason: "'Japan' is German" },
  {
    resource: LANDING,
    key: 'charts.countries.PT',
    locales: ['fr-FR', 'es-ES', 'de-DE', 'pt-PT'],
    reason: "'Portugal' in these languages",
  },
  { resource: LANDING, key: 'charts.countries.FR', locales: ['fr-FR'], reason: "'France' is French" },
  { resource: LANDING, key: 'charts.countries.JP', locales: ['de-DE'], reason: "'Japan' is German" },
  { resource: LANDING, key: 'charts.countries.CA', locales: ['fr-FR'], reason: "'Canada' is French" },
  {
    resource: LANDING,
    key: 'charts.countries.CN',
    locales: ['es-ES', 'de-DE', 'pt-PT'],
    reason: "'China' in Spanish, German and Portuguese",
  },
];
