// The item-set worker's entry: a worker thread runs JavaScript, so TypeScript is loaded through
// tsx. Under `npm start` the thread inherits the service's `--import tsx`; under Jest it does not,
// and registers tsx itself.
'use strict';
if (!require.extensions['.ts']) require('tsx/cjs/api').register();
require('./item-set-worker.ts');
