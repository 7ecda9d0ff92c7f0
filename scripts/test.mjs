// `npm test`: lint, type-check, then every Vitest project (unit, API on PGlite, API on PostgreSQL
// when one answers, browser end-to-end). Stops at the first failing step.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', ['node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '.']],
  ['typecheck', ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['tests', ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)]],
];

for (const [name, args] of steps) {
  console.log(`\n[test] ${name}`);
  const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[test] ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
