// `npm run db:generate -- --name <purpose>`: drizzle-kit's migration for the schema as it now is.
// Left to itself drizzle-kit names a migration at random (0025_brave_wolverine.sql); the folder
// reads as a history only when each name says what the migration is for, so one is required.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The migration's name given on the command line (`--name x` or `--name=x`), if any. */
export function migrationName(args) {
  const at = args.findIndex((arg) => arg === '--name' || arg.startsWith('--name='));
  if (at < 0) return undefined;
  const name = args[at].startsWith('--name=') ? args[at].slice('--name='.length) : args[at + 1];
  return name && !name.startsWith('-') ? name : undefined;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  if (!migrationName(args)) {
    console.error('Name the migration by its purpose: npm run db:generate -- --name <purpose> (e.g. locations)');
    process.exit(1);
  }
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const drizzleKit = path.join(root, 'node_modules', 'drizzle-kit', 'bin.cjs');
  const run = spawnSync(process.execPath, [drizzleKit, 'generate', ...args], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}
