import { describeLocaleFiles } from '@iq/i18n/testing/locale-files';

// 'Total' is French, Spanish and Portuguese too; PayPal and the example names stay as they are.
describeLocaleFiles(`${__dirname}/locales`, [
  'tiers.total',
  'payment.methods.paypal',
  'proof.reviews.r1.name',
]);
