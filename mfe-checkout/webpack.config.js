'use strict';
const { createRemoteConfig } = require('@iq/mf-build');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'checkout',
  exposes: {
    './Scheme': './src/pages/scheme.tsx',
    './Package': './src/pages/package.tsx',
    './Plans': './src/pages/plans.tsx',
    './Payment': './src/pages/payment.tsx',
    './PayCheck': './src/pages/pay-check.tsx',
    './PaySuccess': './src/pages/pay-success.tsx',
    './PayFailed': './src/pages/pay-failed.tsx',
    './Upsell': './src/pages/upsell.tsx',
    './TriplePurchase': './src/pages/triple-purchase.tsx',
    './CancelSubscription': './src/pages/cancel-subscription.tsx',
    './CancelSuccess': './src/pages/cancel-success.tsx',
  },
});
