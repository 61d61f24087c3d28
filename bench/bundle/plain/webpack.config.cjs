'use strict';
// The home page as one plain React bundle (issue 9): the shell's own production config from the
// one factory in shared/mf-build (same swc, CSS-module, extract and asset rules, same file names),
// with the Module Federation plugin taken out and plain-home.tsx as the only entry. Nothing is
// shared or loaded at run time: webpack bundles the shell's chrome and the landing home page
// together, as a single-app build of the same components would.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createHostConfig, repoRoot } = require('@iq/mf-build');

const shellDir = path.join(repoRoot, 'shell');
const OUT_DIR = path.join(__dirname, 'dist');

function withoutPlugin(plugins, name) {
  const kept = plugins.filter((plugin) => plugin.constructor.name !== name);
  // A renamed plugin would otherwise stay in silently (a federated "plain" bundle).
  if (kept.length !== plugins.length - 1) throw new Error(`expected one ${name} in the shell's config`);
  return kept;
}

module.exports = (env = {}, argv = {}) => {
  // The shell's package.json supplies what the factory reads (shared singleton versions).
  const config = createHostConfig({ dir: shellDir, name: 'shell' })(env, { mode: 'production', ...argv });
  config.entry = { main: path.join(__dirname, 'plain-home.tsx') };
  config.output = { ...config.output, path: OUT_DIR, publicPath: '/' };
  config.resolve = {
    ...config.resolve,
    alias: {
      ...config.resolve.alias,
      // react-router's package exports point at its development build; the apps get the production
      // build through the factory's facade alias, so this bundle gets the same code.
      'react-router$': config.resolve.alias['iq-react-router-impl$'],
    },
  };
  config.plugins = withoutPlugin(
    withoutPlugin(config.plugins, 'ModuleFederationPlugin'),
    'HtmlWebpackPlugin',
  );
  config.plugins.push(
    // The shell's own page, with the bundle's script and stylesheet in <head> like the shell's.
    new HtmlWebpackPlugin({
      template: path.join(shellDir, 'src', 'index.html'),
      inject: 'head',
      scriptLoading: 'defer',
    }),
  );
  return config;
};

module.exports.OUT_DIR = OUT_DIR;
