'use strict';
// Jest files whose assertions are about time on the machine (another client's latency against
// its idle figure, a 300 ms block, a 5 s login window, a 408 within the header timeout), and the
// fault tests, which start whole stacks and wait for recovery within set times: `npm test` runs
// them alone, after the other unit tests (with IQ_SIDE_BY_SIDE=1, after the unit and browser
// tests), so no other test's load decides them
// (docs/decisions/2026-12-02-timed-files-apart-always.md). Paths from the repository's root.
module.exports = [
  'scripts/faults/kill-mid-payment.test.ts',
  'scripts/faults/mail-down.test.ts',
  'scripts/faults/postgres-restart.test.ts',
  'services/common/src/http-hardening.test.ts',
  'services/common/src/rate-limits/database-rate-limiter.test.ts',
  'test-stack/src/gateway/abuse-limits.test.ts',
  'test-stack/src/user/throttling.test.ts',
];
