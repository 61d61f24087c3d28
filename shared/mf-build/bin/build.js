#!/usr/bin/env node
'use strict';
// Production build of the app in the current folder (shell or a remote): `npm run build -w <app>`.
// An app with a webpack.server.config.js also gets its server build (dist/ssr/, issue 9), made
// after the browser build, which cleans dist/.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');

function compile(file) {
  const factory = require(path.resolve(process.cwd(), file));
  const config = typeof factory === 'function' ? factory({}, { mode: 'production' }) : factory;
  return new Promise((resolve) => {
    webpack(config, (err, stats) => {
      if (err) {
        console.error(err);
        process.exit(1);
      }
      const info = stats.toString({ preset: 'errors-warnings', colors: false });
      if (info.trim()) console.log(info);
      if (stats.hasErrors()) process.exit(1);
      resolve();
    });
  });
}

(async () => {
  const started = Date.now();
  await compile('webpack.config.js');
  if (fs.existsSync(path.resolve(process.cwd(), 'webpack.server.config.js'))) {
    await compile('webpack.server.config.js');
  }
  console.log(`built ${path.basename(process.cwd())} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
})();
