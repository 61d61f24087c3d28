'use strict';
const { createRemoteConfig } = require('@iq/mf-build');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'report',
  exposes: {
    './Result': './src/pages/result.tsx',
    './ResultDownload': './src/pages/result-download.tsx',
    './FreeTests': './src/pages/free-tests.tsx',
    './Retrieve': './src/pages/retrieve.tsx',
    './Wrong': './src/pages/wrong.tsx',
    './Shared': './src/pages/shared.tsx',
    './Verify': './src/pages/verify.tsx',
  },
});
