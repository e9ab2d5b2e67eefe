/**
 * Vitest global setup of the `pg` project: one real PostgreSQL server for the whole run,
 * with a template database that has what hosted Supabase provides (packages/local-supabase/src/platform.sql,
 * the file the PGlite stand-in applies too), then every migration and every seed
 * (`supabase/seed/*.sql`, e.g. the exam bank), applied as the non-superuser `postgres` as in
 * the Supabase SQL editor. Each test file clones the template (see database.ts). The server
 * and its data directory are removed afterwards, also on failure.
 */
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PLATFORM_PATH, listMigrations, listSeeds } from '@vault-club/local-supabase';
import { SUPERUSER, startPostgres, type PostgresServer } from './server.ts';

/** Where test files find the server (see `inject('pg')`). */
export interface PgServerInfo {
  port: number;
  password: string;
  superuser: string;
  template: string;
  version: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pg: PgServerInfo;
  }
}

/** The roles test files log in as; platform.sql creates them without passwords (Supabase's infrastructure sets those). */
const LOGIN_ROLES = ['postgres', 'authenticator', 'supabase_auth_admin'];

export const TEMPLATE = 'vault_club_template';

async function withClient<T>(server: PostgresServer, user: string, database: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ host: '127.0.0.1', port: server.port, user, password: server.password, database });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function inTransaction(client: pg.Client, sql: string, what: string): Promise<void> {
  try {
    await client.query('begin');
    await client.query(sql);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw new Error(`${what} failed on real PostgreSQL: ${(error as Error).message}`, { cause: error });
  }
}

async function buildTemplate(server: PostgresServer): Promise<void> {
  await withClient(server, SUPERUSER, 'postgres', (client) => client.query(`create database ${TEMPLATE}`));
  await withClient(server, SUPERUSER, TEMPLATE, async (client) => {
    await inTransaction(client, await readFile(PLATFORM_PATH, 'utf8'), 'packages/local-supabase/src/platform.sql');
    for (const role of LOGIN_ROLES) await client.query(`alter role ${role} password '${server.password}'`);
  });
  await withClient(server, 'postgres', TEMPLATE, async (client) => {
    for (const migration of await listMigrations()) {
      await inTransaction(client, await readFile(migration.path, 'utf8'), `Migration ${migration.version}_${migration.name} (as postgres)`);
    }
    // The repeatable seeds (the exam bank), as an operator runs them in the SQL editor after the migrations.
    for (const seed of await listSeeds()) {
      await inTransaction(client, await readFile(seed.path, 'utf8'), `Seed ${seed.file} (as postgres)`);
    }
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPostgres();
  try {
    await buildTemplate(server);
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide('pg', {
    port: server.port,
    password: server.password,
    superuser: SUPERUSER,
    template: TEMPLATE,
    version: server.version,
  });
  return () => server.stop();
}
