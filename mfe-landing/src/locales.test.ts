import { describeLocaleFiles } from '@iq/i18n/testing/locale-files';

// The same word in both languages ('30 questions' in French, 'Superior' in Spanish and Portuguese).
describeLocaleFiles(`${__dirname}/locales`, ['hero.factQuestions', 'hero.factTime', 'bands.superior']);
