import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Four projects, all run by `npm test`: unit (domain, compatibility layer, data provider against
 * MSW, components in jsdom), api (Fastify inject on PGlite snapshots), api-pg (the same API tests
 * against a PostgreSQL server when one answers) and e2e (Debian Chromium against `npm start`).
 */
export default defineConfig({
  plugins: [react()],
  // `@domain/...` as tsconfig.json maps it.
  resolve: { tsconfigPaths: true },
  test: {
    // Vitest's default is one worker fewer than the cores: a single one on two cores, with the other
    // core left to the main process, which has little to do. Two at least.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    reporters: ['default', './tests/support/durationsReporter.ts', './tests/support/summaryReporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Two files side by side with lint and the type-check beside them: screens rendered in jsdom
          // and large workbooks overran Vitest's 5 s on a busy two-core machine.
          testTimeout: 15000,
          setupFiles: ['tests/support/unitSetup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/apiGlobalSetup.ts'],
          env: { TEST_DB: 'pglite' },
          // Two files side by side on two cores: a file's heaviest test (the demo's round trip) needs
          // more than 30 s on a busy machine.
          testTimeout: 60000,
          hookTimeout: 60000,
          pool: 'forks',
          // Files share their worker's loaded modules (each still opens its own database copy and
          // app): importing the server afresh for every file took more time than the tests.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-pg',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/apiGlobalSetup.ts'],
          env: { TEST_DB: 'postgres' },
          // Two files side by side on two cores: a file's heaviest test (the demo's round trip) needs
          // more than 30 s on a busy machine.
          testTimeout: 60000,
          hookTimeout: 60000,
          pool: 'forks',
          // Files share their worker's loaded modules (each still opens its own database copy and
          // app): importing the server afresh for every file took more time than the tests.
          isolate: false,
          // Files side by side like the other projects': each clones its own database from the run's
          // template, so none sees another's writes (one at a time left a core idle while PostgreSQL answered).
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          expect: { poll: { timeout: 15000, interval: 100 } },
          environment: 'node',
          globalSetup: ['tests/support/e2eGlobalSetup.ts'],
          testTimeout: 120000,
          hookTimeout: 180000,
          pool: 'forks',
          // Each file starts its own server (a port and data folder of its own): two at a time keep
          // two cores busy (the suite's browser part 13 min instead of 18.7 one by one),
          // once the other projects are done (a group of its own, after theirs).
          maxWorkers: 2,
          // A worker's files share its loaded modules (playwright-core and the test helpers, some 1.6 s
          // a file to import) and its browser (tests/support/browserSuite.ts); each file still has its
          // own server and contexts.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
