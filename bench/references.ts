import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../tools/harness/serverProcess';
import { ROOT } from '../tools/harness/serverProcess';
import { PATHS } from './paths';

export interface Reference {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export async function startChild(args: string[], url: string, probe: string): Promise<Reference> {
  const child: ChildProcess = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited:\n${log}`);
    try {
      if ((await fetch(url + probe)).ok) break;
    } catch {
      // not yet listening
    }
    if (Date.now() > deadline) throw new Error(`${args.join(' ')} did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    pid: child.pid ?? -1,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** json-server 0.17 (the backend react-admin's tutorials use) on the same records, quiet, read-only. */
export async function startJsonServer(workDir: string, records: unknown[]): Promise<Reference> {
  const file = path.join(workDir, 'db.json');
  writeFileSync(file, JSON.stringify({ departments: records }));
  const port = await freePort();
  const bin = path.join(ROOT, 'node_modules', 'json-server', 'lib', 'cli', 'bin.js');
  return startChild(
    [bin, '--port', String(port), '--host', '127.0.0.1', '--quiet', '--read-only', file],
    `http://127.0.0.1:${port}`,
    '/departments/1',
  );
}

/** A bare Fastify route answering `body` with `total` in X-Total-Count. */
export async function startBareFastify(workDir: string, body: Buffer, total: string): Promise<Reference> {
  const file = path.join(workDir, 'page.json');
  writeFileSync(file, body);
  const port = await freePort();
  return startChild(
    ['--import', 'tsx', path.join(ROOT, 'bench', 'bareFastify.ts'), String(port), file, total],
    `http://127.0.0.1:${port}`,
    PATHS.departments,
  );
}
