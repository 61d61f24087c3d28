'use strict';
// The entry of a render worker thread (./render-pool.ts). Plain CommonJS so that it loads the same
// under tsx (the service), Jest and plain node: it registers tsx's TypeScript loader unless the
// thread already has one (a worker inherits `tsx`'s flags from the service's process), then
// exposes the tasks of ./render-tasks.ts. Results move to the caller without a copy.
const { move } = require('piscina');

if (!require.extensions['.ts']) require('tsx/cjs/api').register();
const tasks = require('./render-tasks.ts');

// Transfer the bytes only when the buffer owns its whole ArrayBuffer (small Buffers share a slab).
const moved = (buffer) =>
  move(
    buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength
      ? new Uint8Array(buffer.buffer)
      : new Uint8Array(buffer),
  );

module.exports = {
  renderReport: async (task) => moved(await tasks.renderReport(task)),
  renderCertificatePdf: async (task) => moved(await tasks.renderCertificatePdf(task)),
  renderCertificatePng: async (task) => moved(await tasks.renderCertificatePng(task)),
  warmUp: () => tasks.warmUp(),
  // For the pool's own tests: a task that fails, and one that kills its thread.
  fail: async (message) => {
    throw new Error(String(message));
  },
  crash: () => process.exit(3),
};
