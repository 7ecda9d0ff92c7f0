// `npm test`: every Vitest project (unit, API on PGlite, API on PostgreSQL when one answers, browser
// end-to-end), with lint and the type-check running beside them rather than before: on two cores
// the checks fill the gaps the tests leave, instead of holding every test back by a minute or two.
// Both checks are incremental (their caches in .tmp/), so a second run looks only at what changed.
// Fails when any of the three fails; the checks' output is printed after the tests'.
import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { printCounts, readCounts } from './testCounts.mjs';

const checks = [
  [
    'lint',
    ['node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '--cache', '--cache-location', '.tmp/eslint/', '.'],
  ],
  [
    'format',
    ['node_modules/prettier/bin/prettier.cjs', '--check', '--cache', '--cache-location', '.tmp/prettier', '.'],
  ],
  [
    'typecheck',
    [
      'node_modules/typescript/bin/tsc',
      '-p',
      'tsconfig.json',
      '--noEmit',
      '--incremental',
      '--tsBuildInfoFile',
      '.tmp/tsc.tsbuildinfo',
    ],
  ],
];

/** Runs node with `args`; answers its exit status, its output (unless inherited) and its time. */
function run(args, inherit) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('close', (code, signal) =>
      resolve({ status: code ?? (signal ? 1 : 0), output, seconds: (Date.now() - started) / 1000 }),
    );
  });
}

// One check after the other, so that together they take one core at most.
const checked = (async () => {
  const results = [];
  for (const [name, args] of checks) results.push({ name, ...(await run(args, false)) });
  return results;
})();
const started = Date.now();
const tests = await run(['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)], true);

let failed = tests.status !== 0;
for (const { name, status, output, seconds } of await checked) {
  console.log(`\n[test] ${name}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s`);
  if (output.trim()) console.log(output.trimEnd());
  failed ||= status !== 0;
}
// The count per project once more, last, where the lint and type-check output no longer hides it.
const COUNTS = 'test-results/counts.json';
if ((statSync(COUNTS, { throwIfNoEntry: false })?.mtimeMs ?? 0) >= started) printCounts(readCounts([COUNTS]));
console.log(`\n[test] tests: ${tests.status === 0 ? 'passed' : 'FAILED'} in ${tests.seconds.toFixed(0)} s`);
process.exit(failed ? 1 : 0);
