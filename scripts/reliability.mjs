// `npm run test:reliability`: the reliability suite (fuzzing, crash safety, load, scale-out,
// security) with its own Vitest configuration, so `npm test` never runs it. Arguments are passed
// to Vitest (a file name to run one part). RELIABILITY_LOAD_SECONDS sets the load test's length.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { printCounts, readCounts } from './testCounts.mjs';

const result = spawnSync(
  process.execPath,
  ['node_modules/vitest/vitest.mjs', 'run', '--config', 'tests/reliability/vitest.config.ts', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
// After `npm test` (as .ci/run does), every project's count together: unit, api, api-pg, e2e, reliability.
const COUNTS = ['test-results/counts.json', 'test-results/counts-reliability.json'];
if (existsSync(COUNTS[0])) printCounts(readCounts(COUNTS));
process.exit(result.status ?? 1);
