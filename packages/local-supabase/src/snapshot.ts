import { Blob } from 'node:buffer';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { ROOT } from './config-toml.ts';
import { openDatabase } from './db.ts';
import { BOOTSTRAP_PATH, MIGRATIONS_DIR, PLATFORM_PATH, migrate } from './migrate.ts';

/**
 * The project's own git-ignored cache folder (`.data/cache`, or `$LOCAL_BACKEND_CACHE`): not
 * the shared temporary directory, where another user could plant a file with the
 * predictable name first.
 */
export const SNAPSHOT_DIR = process.env['LOCAL_BACKEND_CACHE'] || join(ROOT, '.data', 'cache');

/** Where the snapshot of a freshly migrated database is cached, keyed by the PGlite release, the bootstrap and every migration. */
async function snapshotPath(): Promise<string> {
  const pglitePackage = join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json');
  const hash = createHash('sha256')
    .update(await readFile(pglitePackage))
    .update(await readFile(PLATFORM_PATH))
    .update(await readFile(BOOTSTRAP_PATH));
  for (const file of (await readdir(MIGRATIONS_DIR)).sort()) hash.update(file).update(await readFile(join(MIGRATIONS_DIR, file)));
  return join(SNAPSHOT_DIR, `pglite-${hash.digest('hex').slice(0, 16)}.tgz`);
}

/**
 * Writes `bytes` to `path` whole or not at all: to a partial file of this writer's own, then
 * renamed over `path`, so a reader never finds half a snapshot. The name is random, not the
 * pid: the test workers are threads of one process, and two of them may write the same
 * snapshot at once.
 */
export async function writeWhole(path: string, bytes: Uint8Array): Promise<void> {
  const partial = `${path}.${randomUUID()}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, path);
}

async function migrated(db: PGlite): Promise<PGlite> {
  try {
    await migrate(db);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * Opens the database and brings it up to date. An existing data directory is opened as it
 * is. A new one (or a throwaway in-memory database) starts from a cached snapshot of a
 * freshly migrated database when there is one, which skips initdb, most of a cold start;
 * in-memory databases (the tests) create that snapshot, in {@link SNAPSHOT_DIR}.
 */
export async function openMigratedDatabase(dataDir: string): Promise<PGlite> {
  const memory = dataDir === 'memory';
  if (!memory && existsSync(join(resolve(dataDir), 'PG_VERSION'))) return migrated(await openDatabase(dataDir));
  const path = await snapshotPath();
  const cached = await readFile(path).catch(() => undefined);
  if (cached) {
    const location = memory ? 'memory://' : resolve(dataDir);
    return migrated(
      await PGlite.create(location, { extensions: { pgcrypto }, loadDataDir: new Blob([cached]) as unknown as globalThis.Blob }),
    );
  }
  const db = await migrated(await openDatabase(dataDir));
  if (memory) {
    const dump = await db.dumpDataDir('gzip');
    await mkdir(SNAPSHOT_DIR, { recursive: true, mode: 0o700 });
    await writeWhole(path, new Uint8Array(await dump.arrayBuffer()));
  }
  return db;
}
