'use strict';
// Jest files whose assertions are about time on the machine (another client's latency against
// its idle figure, a 300 ms block, a 5 s login window, a 408 within the header timeout), and the
// fault tests, which start whole stacks and wait for recovery within set times: with
// IQ_SIDE_BY_SIDE=1 they run alone, after the unit and browser tests that run side by side, so the
// browsers' load does not decide them (docs/decisions/2026-12-01-unit-and-browser-tests-side-by-side.md).
// Paths from the repository's root.
module.exports = [
  'scripts/faults/kill-mid-payment.test.ts',
  'scripts/faults/mail-down.test.ts',
  'scripts/faults/postgres-restart.test.ts',
  'services/common/src/http-hardening.test.ts',
  'services/common/src/rate-limits/database-rate-limiter.test.ts',
  'test-stack/src/gateway/abuse-limits.test.ts',
  'test-stack/src/user/throttling.test.ts',
];
