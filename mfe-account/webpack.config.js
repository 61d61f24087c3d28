'use strict';
const { createRemoteConfig } = require('@iq/mf-build');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'account',
  exposes: {
    './Login': './src/pages/login.tsx',
    './Register': './src/pages/register.tsx',
    './ForgotPassword': './src/pages/forgot-password.tsx',
    './EditPassword': './src/pages/edit-password.tsx',
    './Info': './src/pages/info.tsx',
    './Setting': './src/pages/setting.tsx',
  },
});
