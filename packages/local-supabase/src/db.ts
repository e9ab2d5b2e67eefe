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
 * Sends the database's warnings (`raise warning`, e.g. "wallet pool is empty") to `log`, one
 * line each, as hosted Postgres writes them to the project's log for the operator. PGlite hands
 * notices only to an `onNotice` callback given with each query (it prints them only in its debug
 * mode, among much else), so its one protocol entry point that every query, exec and
 * transaction goes through is wrapped here to give each of them that callback.
 */
export function logDatabaseWarnings(db: PGlite, log: (line: string) => void): void {
  const execute = db.execProtocolStream.bind(db);
  const onNotice = (notice: { severity?: string | undefined; message?: string | undefined }) => {
    if (notice.severity === 'WARNING') log(`Database warning: ${notice.message ?? ''}`);
  };
  db.execProtocolStream = (message, options) => execute(message, { ...options, onNotice: options?.onNotice ?? onNotice });
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
