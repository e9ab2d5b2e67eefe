import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from './config-toml.ts';
import type { PGlite } from './db.ts';

const HERE = dirname(fileURLToPath(import.meta.url));

/** Where production's migrations live: the stand-in runs exactly these files. */
export const MIGRATIONS_DIR = join(ROOT, 'supabase', 'migrations');

/** What hosted Supabase already provides (roles, schema `auth`, `auth.uid()`…); shared with the real-PostgreSQL suite in tests/pg. */
export const PLATFORM_PATH = join(HERE, 'platform.sql');

/** The stand-in's own tables (the dev mailbox, seeds); applied right after platform.sql. */
export const BOOTSTRAP_PATH = join(HERE, 'bootstrap.sql');

/** Repeatable SQL generated from the content (the exam bank): applied after the migrations on every start. */
export const SEED_DIR = join(ROOT, 'supabase', 'seed');

/** The bootstrap step, recorded as one version: platform.sql then bootstrap.sql. */
const BOOTSTRAP = { version: '00000000000000', name: 'local_bootstrap', paths: [PLATFORM_PATH, BOOTSTRAP_PATH] };

/** One file of `supabase/migrations`: `<version>_<name>.sql`. */
export interface Migration {
  version: string;
  name: string;
  path: string;
}

/** The migrations in `dir`, in the order they apply (file name order). */
export async function listMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => /^\d+_[\w-]+\.sql$/.test(file)).sort();
  return files.map((file) => {
    const [, version = '', name = ''] = /^(\d+)_([\w-]+)\.sql$/.exec(file) ?? [];
    return { version, name, path: join(dir, file) };
  });
}

/**
 * Brings the database up to date: the local-only bootstrap (what hosted Supabase already
 * has), then every `supabase/migrations/*.sql` in file-name order, each once, each in its
 * own transaction. Applied versions are recorded in `supabase_migrations.schema_migrations`
 * as the Supabase CLI does. Returns the versions applied by this call.
 */
export async function migrate(db: PGlite, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      name text not null,
      applied_at timestamptz not null default now()
    );`);
  const { rows } = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
  const applied = new Set(rows.map((row) => row.version));
  const migrations = (await listMigrations(dir)).map(({ path, ...migration }) => ({ ...migration, paths: [path] }));
  const pending = [BOOTSTRAP, ...migrations].filter((migration) => !applied.has(migration.version));
  for (const migration of pending) {
    const sql = (await Promise.all(migration.paths.map((path) => readFile(path, 'utf8')))).join('\n');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
          migration.version,
          migration.name,
        ]);
      });
    } catch (error) {
      throw new Error(`Migration ${migration.version}_${migration.name} failed: ${(error as Error).message}`, { cause: error });
    }
  }
  await applySeeds(db);
  return pending.map((migration) => migration.version);
}

/**
 * Applies every `supabase/seed/*.sql` (idempotent SQL generated from the content, e.g. the exam
 * bank and the learning paths by `npm run content:seed`), each in its own transaction, on every call: unlike a migration,
 * an edited seed must reach an existing database again.
 */
export async function applySeeds(db: PGlite, dir: string = SEED_DIR): Promise<void> {
  for (const seed of await listSeeds(dir)) {
    const sql = await readFile(seed.path, 'utf8');
    try {
      await db.transaction((tx) => tx.exec(sql));
    } catch (error) {
      throw new Error(`Seed ${seed.file} failed: ${(error as Error).message}`, { cause: error });
    }
  }
}

/** The seeds in `dir` (`*.sql`), in the order they apply (file name order); none when `dir` is missing. */
export async function listSeeds(dir: string = SEED_DIR): Promise<{ file: string; path: string }[]> {
  const files = existsSync(dir) ? (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort() : [];
  return files.map((file) => ({ file, path: join(dir, file) }));
}
