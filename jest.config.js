'use strict';
const TIMED_TESTS = require('./scripts/lib/timed-tests.cjs');
// One Jest run, two environments: services run in Node, everything with a DOM in jsdom.
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  transform: { '^.+\\.[cm]?[jt]sx?$': swc },
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  // kysely 0.29 ships ESM only and PGlite's CommonJS build uses dynamic import(): Jest on
  // Node 20 needs both compiled to CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(kysely|@electric-sql/pglite)/)'],
  // What the browser tests and `npm start` leave behind (published builds with their own
  // package.json): not sources, and not to be crawled or resolved.
  modulePathIgnorePatterns: ['<rootDir>/.e2e-tmp/', '<rootDir>/.deploy/'],
  testPathIgnorePatterns: [
    '/node_modules/',
    '/dist/',
    '/e2e/',
    '/.e2e-tmp/',
    '/.deploy/',
    // `npm test` runs the timed files apart, after the browser tests (scripts/test.mjs).
    ...(process.env.IQ_TIMED_TESTS === 'apart' ? TIMED_TESTS.map((file) => `<rootDir>/${file}`) : []),
  ],
};
module.exports = {
  // Service tests drive real HTTP servers over PGlite/PostgreSQL, several requests per test, and
  // screen tests click through whole forms: 5 s (Jest's default) timed out on a loaded 2-core
  // machine with nothing wrong; a hang still fails. Global on purpose: jest-circus reads only
  // the global value (a project's `testTimeout` is accepted and ignored).
  testTimeout: 20_000,
  projects: [
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/services/**/*.test.ts',
        // Services working together (issue 39: a service's own tests use only its own code).
        '<rootDir>/test-stack/**/*.test.ts',
        // A shared package that runs only on a server (worker threads, fonts, poppler).
        '<rootDir>/shared/report-render/**/*.test.ts',
        '<rootDir>/scripts/**/*.test.ts',
        '<rootDir>/bench/**/*.test.ts',
      ],
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: '<rootDir>/jest.environment-web.js',
      setupFilesAfterEnv: ['<rootDir>/jest.setup-web.ts'],
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, '/shared/report-render/'],
      testMatch: [
        '<rootDir>/shared/**/*.test.ts?(x)',
        '<rootDir>/shell/**/*.test.ts?(x)',
        '<rootDir>/mfe-*/**/*.test.ts?(x)',
      ],
    },
  ],
};
