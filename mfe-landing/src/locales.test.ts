import { describeLocaleFiles } from '@iq/i18n/testing/locale-files';

// The same word in both languages ('30 questions' in French, 'Superior' in Spanish and Portuguese;
// the country names France, Portugal, Japan, Canada and China in the languages that spell them so).
describeLocaleFiles(`${__dirname}/locales`, [
  'hero.factQuestions',
  'hero.factTime',
  'bands.superior',
  'charts.countries.FR',
  'charts.countries.PT',
  'charts.countries.JP',
  'charts.countries.CA',
  'charts.countries.CN',
]);
