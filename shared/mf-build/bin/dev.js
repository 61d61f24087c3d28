#!/usr/bin/env node
'use strict';
// Standalone development server for one remote (`npm run dev -w mfe-exam`): serves the
// remote's dev/ harness with the real providers, and proxies /api to a running gateway.
const path = require('node:path');
const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');

const dir = process.cwd();
const factory = require(path.resolve(dir, 'webpack.config.js'));
const config = factory({}, { mode: 'development', standalone: true });
const port = Number(process.env.PORT || require(path.join(dir, 'package.json')).devPort || 3001);
const apiTarget = process.env.API_TARGET || 'http://localhost:8080';

// Development only. Listens on loopback and keeps webpack-dev-server's host and cross-origin checks
// (allowedHosts 'auto' accepts localhost and 127.0.0.1; no CORS headers). The live-reload socket
// takes protocol, host and port from the page ('auto://0.0.0.0:0'): by default it went to `host`,
// so a page on localhost opened ws://127.0.0.1 and was refused (issue 39;
// scripts/remote-dev-server.test.ts).
const server = new WebpackDevServer(
  {
    port,
    host: '127.0.0.1',
    hot: false,
    liveReload: true,
    historyApiFallback: true,
    client: { overlay: false, webSocketURL: 'auto://0.0.0.0:0/ws' },
    proxy: [{ context: ['/api'], target: apiTarget, changeOrigin: true }],
  },
  webpack(config),
);
server.start().then(() => console.log(`${path.basename(dir)} standalone: http://localhost:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.stop().then(() => process.exit(0)));
