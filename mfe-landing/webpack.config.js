'use strict';
const { createRemoteConfig } = require('@iq/mf-build');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'landing',
  exposes: {
    './Home': './src/pages/home.tsx',
    './Landing': './src/pages/landing.tsx',
    './Help': './src/pages/help.tsx',
    './HelpDetail': './src/pages/help-detail.tsx',
    './Support': './src/pages/support.tsx',
    './Privacy': './src/pages/privacy.tsx',
    './Agreement': './src/pages/agreement.tsx',
  },
});
