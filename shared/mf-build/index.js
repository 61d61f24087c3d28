'use strict';
// The one webpack 5 + Module Federation 2.0 config factory for the shell and every remote.
// Each app's webpack.config.js is a few lines calling createHostConfig / createRemoteConfig.
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

const repoRoot = path.resolve(__dirname, '..', '..');
const INJECT_RUNTIME_PLUGIN_CJS = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
  paths: [require.resolve('@module-federation/enhanced')],
});
const INJECT_RUNTIME_PLUGIN_ESM = path.join(path.dirname(INJECT_RUNTIME_PLUGIN_CJS), 'index.js');

// Libraries every app shares as singletons. Subpath keys ('react/', 'react-dom/') share
// react/jsx-runtime and react-dom/client; the RTK Query entry points are separate packages
// as far as federation is concerned (TOOLCHAIN.md), so they are listed on their own.
const SINGLETONS = {
  react: 'react',
  'react/': 'react',
  'react-dom': 'react-dom',
  'react-dom/': 'react-dom',
  'react-router': 'react-router',
  '@reduxjs/toolkit': '@reduxjs/toolkit',
  '@reduxjs/toolkit/query': '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react': '@reduxjs/toolkit',
  'react-redux': 'react-redux',
  i18next: 'i18next',
  'react-i18next': 'react-i18next',
  '@iq/api': '@iq/api',
  '@iq/api/query': '@iq/api', // RTK Query and the endpoints: not part of the first view (issue 9)
  '@iq/i18n': '@iq/i18n',
  '@iq/design-system': '@iq/design-system',
  // @iq/contracts is stateless: each app bundles (and tree-shakes) what it uses.
};

// Shared libraries provided as the subset the apps use (see each facade): a shared module ships
// whole, with no tree shaking across builds. Each facade reaches its library through an alias:
// importing the library itself would consume the shared module, i.e. the facade, and recurse.
const FACADES = {
  'react-router': path.join(__dirname, 'facades', 'react-router.js'),
  'react-i18next': path.join(__dirname, 'facades', 'react-i18next.js'),
  '@reduxjs/toolkit': path.join(__dirname, 'facades', 'redux-toolkit.js'),
};
const libraryFile = (pkg, ...parts) =>
  path.join(path.dirname(require.resolve(`${pkg}/package.json`, { paths: [repoRoot] })), ...parts);
const FACADE_ALIASES = {
  'iq-react-router-impl$': path.join(
    path.dirname(require.resolve('react-router', { paths: [repoRoot] })),
    '..',
    'production',
    'index.mjs',
  ),
  'iq-react-i18next-impl$': libraryFile('react-i18next', 'dist', 'es', 'index.js'),
  'iq-redux-toolkit-impl$': libraryFile('@reduxjs/toolkit', 'dist', 'redux-toolkit.modern.mjs'),
};

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Shared-module config with the required versions taken from the app's own package.json. */
function sharedModules(appDir) {
  const deps = readJson(path.join(appDir, 'package.json')).dependencies || {};
  const shared = {};
  for (const [key, pkg] of Object.entries(SINGLETONS)) {
    const range = deps[pkg];
    if (!range) throw new Error(`${appDir}/package.json must depend on ${pkg} (shared singleton)`);
    shared[key] = { singleton: true, requiredVersion: range, version: installedVersion(pkg) };
  }
  // Provide the curated subsets instead of the whole libraries (see the facades).
  for (const [key, facade] of Object.entries(FACADES)) shared[key].import = facade;
  return shared;
}

function installedVersion(pkg) {
  return readJson(require.resolve(`${pkg}/package.json`, { paths: [repoRoot] })).version;
}

// webpack 5.111 asks for chunk file names while hashing, before content hashes exist, and the
// federation runtime module then fails on '[contenthash]' (module-federation/core#5077).
// Until the hash exists the name has no hash part; the directory, all that module needs, is the same.
function hashedName(pathData) {
  return pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript
    ? '[name].[contenthash:10].js'
    : '[name].js';
}

function baseConfig({ dir, mode, publicPath, entry }) {
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    entry,
    devtool: production ? false : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      filename: production ? hashedName : '[name].js',
      chunkFilename: production ? hashedName : '[name].js',
      assetModuleFilename: '[name].[contenthash:10][ext]',
      clean: true,
      uniqueName: undefined,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: { ...FACADE_ALIASES },
    },
    module: {
      // A missing export is a build error, not a runtime undefined (also guards the facades).
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                target: 'es2020',
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
              },
            },
          },
        },
        {
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            {
              loader: require.resolve('css-loader'),
              options: {
                modules: {
                  auto: true,
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  localIdentName: production ? '[hash:base64:7]' : '[name]__[local]',
                },
              },
            },
          ],
        },
        { test: /\.(svg|png|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:10].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      }),
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

function federation(options) {
  return new ModuleFederationPlugin({
    dts: false, // keeps builds deterministic and offline (TOOLCHAIN.md)
    manifest: true,
    shareStrategy: 'loaded-first',
    ...options,
    // Async startup: entries may use shared singletons directly, no bootstrap import needed.
    // A browser build: the runtime's Node-only code (loading remotes from the file system) goes.
    experiments: { asyncStartup: true, ...options.experiments, optimization: { target: 'web' } },
  });
}

// The shell's shared libraries, grouped into two files (issue 9; bench/bundle counts bytes on the
// wire, and every file costs a request and its headers): 'vendor' holds what the first view
// runs (React, the router, i18n, the store, the design system), 'deferred-query' RTK Query and
// the shared endpoints ('@iq/api/query'), loaded by the first screen that calls the server. The
// gateway preloads the first and never the second (services/gateway preload-links.ts).
const DEFERRED_MODULES =
  /[\\/](@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]|shared[\\/]api[\\/](query\.ts|src[\\/](query|base-api|catalogue-api)\.ts))/;
const VENDOR_MODULES =
  /[\\/](node_modules|shared[\\/](design-system|api|i18n|contracts)[\\/]src|shared[\\/]mf-build[\\/]facades)[\\/]/;
// Locale files stay apart, English (the bundled fallback) excepted: a page loads its own
// language's strings only.
const isOtherLocaleFile = (resource) => /\.json$/.test(resource) && !/[\\/]en-US\.json$/.test(resource);
const hostChunkGroups = {
  chunks: 'async',
  cacheGroups: {
    deferred: {
      test: DEFERRED_MODULES,
      name: 'deferred-query',
      chunks: 'async',
      enforce: true,
      priority: 30,
    },
    vendor: {
      test: (module) =>
        VENDOR_MODULES.test(module.resource || '') && !isOtherLocaleFile(module.resource || ''),
      name: 'vendor',
      chunks: 'async',
      enforce: true,
      priority: 20,
    },
  },
};

/**
 * The host: remotes are never compiled in; the shell finds them at run time from the
 * manifest the gateway serves (see shell/src/remotes).
 */
function createHostConfig({ dir, name = 'shell' }) {
  return (_env, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const config = baseConfig({ dir, mode, publicPath: '/', entry: { main: './src/index.ts' } });
    config.optimization = { splitChunks: hostChunkGroups };
    // The host provides the one federation runtime every remote uses (remotes are built with
    // externalRuntime), so the runtime ships once instead of once per remote. The
    // plugin that injects it resolves to its CommonJS build, which drags CommonJS copies of
    // the runtime in beside the ESM ones (TOOLCHAIN.md); point it at the ESM build.
    config.resolve.alias = {
      ...config.resolve.alias,
      [INJECT_RUNTIME_PLUGIN_CJS]: INJECT_RUNTIME_PLUGIN_ESM,
    };
    config.plugins.push(
      federation({
        name,
        remotes: {},
        shared: sharedModules(dir),
        experiments: { asyncStartup: true, provideExternalRuntime: true },
      }),
      new HtmlWebpackPlugin({
        template: './src/index.html',
        inject: 'head',
        scriptLoading: 'defer',
        // The gateway adds the live manifest before </body> and preload links before </head>.
      }),
    );
    return config;
  };
}

/**
 * A remote's pages, declared once in its src/routes.ts (issue 14), loaded through tsx (the file is
 * TypeScript and imports @iq/contracts) and checked as the shell will check it when it is served.
 */
function loadRemotePages(dir) {
  const { require: tsxRequire } = require('tsx/cjs/api');
  const { PAGES } = tsxRequire(path.join(dir, 'src', 'routes.ts'), __filename);
  const { parseRemotePages, pageModuleFile } = tsxRequire('@iq/contracts', __filename);
  const pages = parseRemotePages(JSON.parse(JSON.stringify(PAGES)));
  if (!pages) throw new Error(`${dir}/src/routes.ts: the page declaration is malformed`);
  const exposes = {};
  for (const page of pages.pages) exposes[page.module] = pageModuleFile(page.module);
  return { pages, exposes };
}

/** Adds the remote's page declaration to the mf-manifest.json the federation plugin wrote. */
class PublishPagesPlugin {
  constructor(pages) {
    this.pages = pages;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PublishPagesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublishPagesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset('mf-manifest.json');
          if (!asset) return;
          const manifest = JSON.parse(asset.source.source().toString());
          manifest.pages = this.pages;
          compilation.updateAsset(
            'mf-manifest.json',
            new webpack.sources.RawSource(JSON.stringify(manifest, null, 2)),
          );
        },
      );
    });
  }
}

/**
 * A remote: exposes the modules of the pages its src/routes.ts declares and publishes that
 * declaration in its mf-manifest.json; in dev mode it also builds the standalone harness of its
 * dev/ folder, which renders the same pages inside the real providers.
 */
function createRemoteConfig({ dir, name }) {
  return (_env, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const standalone = Boolean(argv.standalone);
    const entry = standalone ? { harness: './dev/index.ts' } : {};
    const config = baseConfig({ dir, mode, publicPath: standalone ? '/' : 'auto', entry });
    const { pages, exposes } = loadRemotePages(dir);
    config.plugins.push(
      federation({
        name: `mfe_${name}`,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedModules(dir),
        // Use the host's federation runtime; a standalone dev build has no host, so keeps its own.
        experiments: { asyncStartup: true, externalRuntime: !standalone },
      }),
      new PublishPagesPlugin(pages),
    );
    if (standalone) {
      // Read, not compiled: a compiled template's child compilation inherits the federation plugins
      // and emits the shared facades again, under this build's chunk names (issue 39).
      const page = path.join(dir, 'dev', 'index.html');
      config.plugins.push(
        new HtmlWebpackPlugin({ templateContent: () => fs.readFileSync(page, 'utf8'), chunks: ['harness'] }),
      );
    }
    return config;
  };
}

/**
 * A server build (issue 9): the same components compiled for Node, to render pages to HTML at
 * build or publish time. One self-contained CommonJS file at dist/ssr/<name>.cjs (no federation,
 * libraries bundled, locale chunks inlined), so a published build carries its own renderer.
 * CSS modules only export their class names, hashed exactly like the browser build's (same
 * context, same localIdentName), so the HTML carries the classes of the browser's CSS files.
 */
function createServerConfig({ dir, name, entry }) {
  return (_env, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const config = baseConfig({ dir, mode, publicPath: '/', entry: { [name]: entry } });
    const cssRule = config.module.rules.find((rule) => String(rule.test) === String(/\.css$/));
    cssRule.use = [
      {
        loader: require.resolve('css-loader'),
        options: { modules: { ...cssRule.use[1].options.modules, exportOnlyLocals: true } },
      },
    ];
    config.target = 'node20';
    config.devtool = false;
    config.output = {
      ...config.output,
      path: path.join(dir, 'dist', 'ssr'),
      filename: '[name].cjs',
      chunkFilename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: false,
    };
    // Asset files (SVG, images) are the browser build's: only their names are needed here.
    const assetRule = config.module.rules.find((rule) => rule.type === 'asset/resource');
    assetRule.generator = { emit: false };
    config.plugins = [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
    ];
    config.optimization = { minimize: false };
    return config;
  };
}

module.exports = {
  createHostConfig,
  createRemoteConfig,
  createServerConfig,
  sharedModules,
  SINGLETONS,
  repoRoot,
};
