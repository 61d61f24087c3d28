'use strict';
const { createHostConfig } = require('@iq/mf-build');

const hostConfig = createHostConfig({ dir: __dirname, name: 'shell' });

// Issue 41: web-vitals and the beacon's contract run only in the page-view beacon's idle chunk.
// The host's 'vendor' group takes every library module of an async chunk, and the gateway
// preloads 'vendor' with every page: in a chunk named 'idle-…' they load after the first view.
const beaconLibrariesAfterFirstView = {
  test: /[\\/](node_modules[\\/]web-vitals[\\/]|shared[\\/]contracts[\\/]src[\\/]rum-api\.ts$)/,
  name: 'idle-rum-libs',
  chunks: 'async',
  enforce: true,
  priority: 40,
};

module.exports = (env, argv) => {
  const config = hostConfig(env, argv);
  const { splitChunks } = config.optimization;
  config.optimization = {
    ...config.optimization,
    splitChunks: {
      ...splitChunks,
      cacheGroups: { ...splitChunks.cacheGroups, beaconLibrariesAfterFirstView },
    },
  };
  return config;
};
