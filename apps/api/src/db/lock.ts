import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

export class DatabaseLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock file holding our pid. PGlite has no multi-process protection, so a second process
 * on the same directory would corrupt it; it must fail at once instead. A lock left by a dead pid is taken over.
 */
export function acquireLock(file: string, what: string): () => void {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const pid = Number.parseInt(readLockPid(file), 10);
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
      throw new DatabaseLockedError(
        `${what} is in use by another Parkshare process (pid ${pid}, lock ${file}). Stop that process first, or use another DATA_DIR.`,
      );
    }
    try {
      unlinkSync(file);
    } catch {
      // Another process removed the stale lock first; try again.
    }
  }
  throw new DatabaseLockedError(`${what} is locked (${file}) and the lock could not be taken over.`);
}

function readLockPid(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}
