import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * One process at a time on an embedded database folder. PGlite has no lock of its own, and
 * two processes writing one folder corrupt it (for example `npm run admin -- create` while
 * `npm start` runs). The first opener writes its pid to `<dir>/app.lock`; a later opener
 * finds the pid alive and is refused with a clear message. A lock left by a process that
 * died (kill -9, power loss) is taken over.
 */
export class DatabaseLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${pid}), usually a running server. ` +
        'Stop that process first, or point both at PostgreSQL (DATABASE_URL) to use them together.',
    );
    this.name = 'DatabaseLockedError';
  }
}

const lockFile = (dataDir: string) => path.join(dataDir, 'app.lock');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holder(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the folder's lock or throws DatabaseLockedError; returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  const file = lockFile(dataDir);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (holder(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = holder(file);
      if (pid !== null && pid !== process.pid && alive(pid))
        throw new DatabaseLockedError(dataDir, pid);
      // Stale (its process is gone) or unreadable: remove it and try once more.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
