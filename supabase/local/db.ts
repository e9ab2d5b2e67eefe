import { resolve } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';

export type { PGlite, Transaction };

/** The claims PostgREST would put in `request.jwt.claims`; `role` picks the database role. */
export type JwtClaims = Record<string, unknown> & { role: string };

/**
 * Opens the embedded Postgres: in memory when `dataDir` is `'memory'`, otherwise in that
 * directory (created on first use, reused afterwards).
 */
export async function openDatabase(dataDir: string): Promise<PGlite> {
  const location = dataDir === 'memory' ? 'memory://' : resolve(dataDir);
  return PGlite.create(location, { extensions: { pgcrypto } });
}

/**
 * Runs `fn` in one transaction as PostgREST runs a request: switched to the token's role,
 * with `request.jwt.claims` (and the request's method, path and headers) set locally, so
 * that grants and row-level security alone decide what is seen and written.
 */
export async function asRequest<T>(
  db: PGlite,
  request: { claims: JwtClaims; method: string; path: string; headers: Record<string, string> },
  fn: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('search_path', 'public, extensions', true),
              set_config('request.jwt.claims', $1, true),
              set_config('request.method', $2, true),
              set_config('request.path', $3, true),
              set_config('request.headers', $4, true),
              set_config('role', $5, true)`,
      [JSON.stringify(request.claims), request.method, request.path, JSON.stringify(request.headers), request.claims.role],
    );
    return fn(tx);
  });
}
