import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from './db.ts';

const HERE = dirname(fileURLToPath(import.meta.url));

/** Where production's migrations live: the stand-in runs exactly these files. */
export const MIGRATIONS_DIR = join(HERE, '..', 'migrations');

/** The local-only SQL that recreates what hosted Supabase already has; applied before the migrations. */
export const BOOTSTRAP_PATH = join(HERE, 'bootstrap.sql');

const BOOTSTRAP = { version: '00000000000000', name: 'local_bootstrap', path: BOOTSTRAP_PATH };

interface Migration {
  version: string;
  name: string;
  path: string;
}

async function listMigrations(dir: string): Promise<Migration[]> {
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
  const pending = [BOOTSTRAP, ...(await listMigrations(dir))].filter((migration) => !applied.has(migration.version));
  for (const migration of pending) {
    const sql = await readFile(migration.path, 'utf8');
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
  return pending.map((migration) => migration.version);
}
