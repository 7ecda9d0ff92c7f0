import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../../../server/db/lock';

const dirs: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tawazun-lock-'));
  dirs.push(dir);
  return dir;
};
const lockedBy = (dir: string, pid: number) =>
  writeFileSync(path.join(dir, 'tawazun.lock'), JSON.stringify({ pid, host: hostname() }));
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('data folder lock', () => {
  it('refuses a folder held by a live process', () => {
    const dir = folder();
    const release = lockDataDir(dir);
    lockedBy(dir, process.ppid);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
  });

  it('takes over the lock of a process that is gone', () => {
    const dir = folder();
    lockedBy(dir, 2 ** 22 + 12345);
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, 'tawazun.lock'), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('takes over the lock of a killed process that nobody reaped (a zombie)', async () => {
    // The background sleep ends after its parent became `sleep 3`, which never collects it: a zombie.
    const parent = spawn('sh', ['-c', 'sleep 0.1 & echo $!; exec sleep 3'], { stdio: ['ignore', 'pipe', 'ignore'] });
    const pid = Number(
      await new Promise<string>((resolve) => parent.stdout.once('data', (d: Buffer) => resolve(d.toString()))),
    );
    await new Promise((r) => setTimeout(r, 500));
    expect(readFileSync(`/proc/${pid}/stat`, 'utf8')).toMatch(/\) Z /);
    const dir = folder();
    lockedBy(dir, pid);
    const release = lockDataDir(dir);
    release();
    parent.kill();
  });
});
