'use strict';
const { createRemoteConfig } = require('@iq/mf-build');

// The exposed modules come from src/routes.ts, where the remote declares its pages.
module.exports = createRemoteConfig({ dir: __dirname, name: 'exam' });
