#!/usr/bin/env node
'use strict';
// Production build of the app in the current folder (shell or a remote): `npm run build -w <app>`.
const path = require('node:path');
const webpack = require('webpack');

const factory = require(path.resolve(process.cwd(), 'webpack.config.js'));
const config = typeof factory === 'function' ? factory({}, { mode: 'production' }) : factory;
const started = Date.now();
webpack(config, (err, stats) => {
  if (err) {
    console.error(err);
    process.exit(1);
  }
  const info = stats.toString({ preset: 'errors-warnings', colors: false });
  if (info.trim()) console.log(info);
  if (stats.hasErrors()) process.exit(1);
  console.log(`built ${path.basename(process.cwd())} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
