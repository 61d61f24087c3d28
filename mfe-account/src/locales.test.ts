import { describeLocaleFiles } from '@iq/i18n/testing/locale-files';

// PayPal is a name; "{{amount}} {{every}}" is only placeholders in languages that put the amount first.
describeLocaleFiles(`${__dirname}/locales`, ['info.purchases.paypal', 'info.subscriptions.billing']);
