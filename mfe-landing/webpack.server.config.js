'use strict';
// The landing remote's server build (issue 9): dist/ssr/prerender.cjs renders the home page and
// every landing variant to HTML in nine locales; the publish step runs it (scripts/lib/remote-store.mjs).
const { createServerConfig } = require('@iq/mf-build');

module.exports = createServerConfig({
  dir: __dirname,
  name: 'prerender',
  entry: './src/server/prerender.tsx',
});
