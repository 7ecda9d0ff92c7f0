import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The reliability suite (`npm run test:reliability`): fuzzing, crash safety, load, scale-out and
 * security. Not part of `npm test`: it takes minutes and starts real server processes. Files run
 * one after another so that the load and crash figures are not shared with another file's work.
 */
export default defineConfig({
  root,
  // `@domain/...` as tsconfig.json maps it.
  resolve: { tsconfigPaths: true },
  test: {
    name: 'reliability',
    // The authorisation matrix of the API suite runs here too: it is part of the security promise.
    include: ['tests/reliability/**/*.test.ts', 'tests/api/auth/authorization.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/apiGlobalSetup.ts'],
    env: { TEST_DB: 'pglite' },
    reporters: [
      'default',
      ['./tests/support/durationsReporter.ts', { file: 'test-results/durations-reliability.json' }],
      ['./tests/support/summaryReporter.ts', { file: 'test-results/counts-reliability.json' }],
    ],
    testTimeout: 240_000,
    hookTimeout: 180_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
