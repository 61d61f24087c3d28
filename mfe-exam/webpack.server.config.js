'use strict';
// The exam remote's server build (issue 38): dist/ssr/prerender.cjs renders the IQ question
// screen's first view in nine locales, the session's parts left as tokens the gateway fills; the
// publish step runs it (scripts/lib/remote-store.mjs).
const { createServerConfig } = require('@iq/mf-build');

module.exports = createServerConfig({
  dir: __dirname,
  name: 'prerender',
  entry: './src/server/prerender.tsx',
});
