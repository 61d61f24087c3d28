import { describeLocaleFiles } from '@iq/i18n/testing/locale-files';

// Words that are the same in some languages: country names ('Portugal', 'China', 'Canada',
// 'France', 'Japan'), tier names (Standard, Premium, VIP), 'Dimension(s)', 'Score', 'Option',
// 'Question', 'Concentration', 'Superior'; and strings that are only placeholders and marks.
describeLocaleFiles(`${__dirname}/locales`, [
  'countries.CN',
  'countries.PT',
  'countries.FR',
  'countries.CA',
  'countries.JA',
  'tiers.sku2',
  'tiers.sku3',
  'tiers.sku4',
  'bands.superior',
  'report.tabs.dimensions',
  'dimensions.dimension',
  'dimensions.score',
  'dimensions.names.concentration',
  'analysis.option',
  'analysis.questionTitle',
  'score.bandIs',
  'score.range',
  'dimensions.range',
  'retrieve.minutes_one',
  'retrieve.minutes_other',
  'retrieve.minutesSeconds',
  'questionnaires.percent',
]);
// The brain training guide's namespace (loaded with the guide's chunk).
describeLocaleFiles(`${__dirname}/features/training-guide/locales`);
