import { describeLocaleFiles } from '@iq/i18n/testing/locale-files';

// The reviewers' names (and "2 %", "3 × 3") may read the same as in English.
const NAMES = ['girl', 'new_girl', 'new', 'third', 'young'].map((variant) => `${variant}.quote.by`);

describeLocaleFiles(`${__dirname}/locales`, NAMES);
