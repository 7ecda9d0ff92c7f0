import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { migrationName } from '../../../scripts/dbGenerate.mjs';

describe('npm run db:generate', () => {
  it('reads the migration name in either spelling of the flag', () => {
    expect(migrationName(['--name', 'locations'])).toBe('locations');
    expect(migrationName(['--name=locations'])).toBe('locations');
    expect(migrationName(['--name'])).toBeUndefined();
    expect(migrationName(['--name', '--custom'])).toBeUndefined();
    expect(migrationName([])).toBeUndefined();
  });

  it('refuses to generate a migration without a name, saying how to give one', () => {
    const run = spawnSync(process.execPath, ['scripts/dbGenerate.mjs'], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('npm run db:generate -- --name <purpose>');
  });
});
