import { describeLocaleFiles } from '@iq/i18n/testing/locale-files';

// "{{amount}} {{every}}" is only placeholders in the languages that put the amount first.
describeLocaleFiles(`${__dirname}/locales`, ['info.subscriptions.billing']);
