import { describeLocaleFiles } from '@iq/i18n/testing/locale-files';

// Country names that are spelt the same ('Portugal', 'China', 'Canada', 'France', 'Japan').
describeLocaleFiles(`${__dirname}/locales`, [
  'countries.CN',
  'countries.PT',
  'countries.FR',
  'countries.CA',
  'countries.JA',
]);
