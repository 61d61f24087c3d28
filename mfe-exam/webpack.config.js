'use strict';
const { createRemoteConfig } = require('@iq/mf-build');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'exam',
  exposes: {
    './Instructions': './src/pages/instructions.tsx',
    './Question': './src/pages/question.tsx',
    './Confirm': './src/pages/confirm.tsx',
    './Calculating': './src/pages/calculating.tsx',
    './Email': './src/pages/email.tsx',
  },
});
