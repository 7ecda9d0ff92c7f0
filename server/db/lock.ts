import { closeSync, openSync, readFileSync, unlinkSync, writeSync, mkdirSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** Thrown when another live process holds the data folder. */
export class DataDirLockedError extends Error {}

/** A killed process nobody has reaped yet (its parent gone, no init to collect it) is a zombie: dead. */
const zombie = (pid: number): boolean => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z') ?? false;
  } catch {
    return false;
  }
};

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return !zombie(pid);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes the data folder for this process alone. Two PGlite processes on one folder lose
 * acknowledged rows, so a second server refuses to start; a lock left by a killed process is
 * recognised by its dead pid and taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'tawazun.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          unlinkSync(file);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder: { pid?: number; host?: string } = {};
      try {
        holder = JSON.parse(readFileSync(file, 'utf8')) as typeof holder;
      } catch {
        // an unreadable lock file is a torn write of a killed process: treat it as stale
      }
      const sameHost = !holder.host || holder.host === hostname();
      if (holder.pid && sameHost && holder.pid !== process.pid && alive(holder.pid)) {
        throw new DataDirLockedError(
          `The data folder ${path.resolve(dataDir)} is in use by another Tawazun server (pid ${holder.pid}). ` +
            'Stop it first, or start this one with another DATA_DIR.',
        );
      }
      unlinkSync(file);
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${path.resolve(dataDir)}.`);
}
