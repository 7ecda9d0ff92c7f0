import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../tools/harness/serverProcess';

/** Runs bench/seed.ts in its own process (PGlite's memory stays out of the process that measures). */
export function seedDatabase(target: string): Promise<{ organizationId: number; staffedDepartments: number[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', 'seed.ts'), target], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`bench/seed.ts failed (${code})`));
      resolve(JSON.parse(out.trim().split('\n').pop() ?? '{}'));
    });
  });
}
