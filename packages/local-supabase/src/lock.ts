import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

/** Who holds a data dir: the process and, once it listens, its URL. */
interface LockInfo {
  pid: number;
  url: string | null;
}

/** A held data-dir lock. */
export interface DataDirLock {
  /** Records the URL the stand-in answers on, for the message that refuses a second stand-in. */
  publish(url: string): Promise<void>;
  /** Removes the lock file. */
  release(): Promise<void>;
}

/** `.data/local` → `.data/local.lock.json`, beside (not inside) the Postgres directory. */
function lockFilePath(dataDir: string): string {
  return `${resolve(dataDir)}.lock.json`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live stand-in using `dataDir`, if any (a lock left by a dead process does not count). */
async function readLock(dataDir: string): Promise<LockInfo | undefined> {
  try {
    const info = JSON.parse(await readFile(lockFilePath(dataDir), 'utf8')) as LockInfo;
    return typeof info.pid === 'number' && isAlive(info.pid) ? info : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Claims `dataDir` for this process. Embedded Postgres is single-process: two stand-ins
 * (say `npm start` and `npm run backend`) on one directory would corrupt it, so the second
 * one is refused with a message saying who holds it.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const path = lockFilePath(dataDir);
  const holder = await readLock(dataDir);
  if (holder) {
    throw new Error(
      `Another local backend (process ${holder.pid}${holder.url ? `, ${holder.url}` : ''}) is using ${dataDir}. Stop it first or choose another LOCAL_BACKEND_DATA.`,
    );
  }
  await mkdir(dirname(path), { recursive: true });
  const write = (url: string | null) => writeFile(path, JSON.stringify({ pid: process.pid, url } satisfies LockInfo));
  await write(null);
  return {
    publish: (url) => write(url),
    release: () => rm(path, { force: true }),
  };
}
