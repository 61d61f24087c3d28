'use strict';
const { createHostConfig } = require('@iq/mf-build');

module.exports = createHostConfig({ dir: __dirname, name: 'shell' });
