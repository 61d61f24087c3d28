'use strict';
// The shell's server build (issue 9): dist/ssr/shell-templates.cjs renders the shell's chrome in
// nine locales around the outlet for prerendered landing pages (run by scripts/render-templates.cjs).
const { createServerConfig } = require('@iq/mf-build');

module.exports = createServerConfig({
  dir: __dirname,
  name: 'shell-templates',
  entry: './src/server/render-templates.tsx',
});
