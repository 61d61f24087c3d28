import { describeLocaleFiles } from '@iq/i18n/testing/locale-files';

// 'Total' is French, Spanish and Portuguese too; PayPal and the example names stay as they are;
// 'minute(s)' is French as well.
describeLocaleFiles(`${__dirname}/locales`, [
  'tiers.total',
  'payment.methods.paypal',
  'proof.reviews.r1.name',
  'cancel.minutes_one',
  'cancel.minutes_other',
]);
