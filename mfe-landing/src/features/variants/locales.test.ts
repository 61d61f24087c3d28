import { describeLocaleFiles } from '@iq/i18n/testing/locale-files';

describeLocaleFiles(`${__dirname}/locales`);
