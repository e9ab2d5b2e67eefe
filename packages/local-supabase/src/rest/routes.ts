import type { JwtClaims } from '../db.ts';
import { bearerToken } from '../gateway.ts';
import type { ApiRequest, Context, Handler } from '../http.ts';
import { postgrestJwtMessage, verifyJwt } from '../jwt.ts';
import { PostgrestError, fromDatabaseError, isDatabaseError, postgrestErrorReply } from './errors.ts';
import { readPayload } from './payload.ts';
import { callFunction } from './rpc.ts';
import { deleteRows, insertRows, readRows, updateRows, type TableRequest } from './tables.ts';

/**
 * PostgREST's authentication step: the Bearer JWT (or, with none, the apikey) is verified
 * and its `role` claim picks the database role; no role claim means `anon`.
 */
async function requestClaims(request: ApiRequest, context: Context): Promise<JwtClaims> {
  const token = bearerToken(request);
  if (token === undefined) return { role: 'anon' };
  const result = verifyJwt(token, context.clock());
  if (!result.ok) {
    const { code, message } = postgrestJwtMessage(result);
    throw new PostgrestError(401, code, message, null, null, {
      'www-authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(message)}`,
    });
  }
  const role = typeof result.claims['role'] === 'string' && result.claims['role'] !== '' ? result.claims['role'] : 'anon';
  return { ...result.claims, role };
}

/** Only the public schema is exposed, as on Supabase. */
function checkProfile(request: ApiRequest): void {
  const profile = request.headers['accept-profile'] ?? request.headers['content-profile'];
  if (profile !== undefined && profile !== 'public') {
    throw new PostgrestError(406, 'PGRST106', `Invalid schema: ${profile}`, null, 'Only the following schemas are exposed: public');
  }
}

/** The table's primary-key columns, or `undefined` when `public.<name>` is not a table or view. */
async function tableKey(context: Context, name: string): Promise<string[] | undefined> {
  const { rows } = await context.db.query<{ key: string[] }>(
    `select array(select a.attname::text from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
                  where i.indrelid = c.oid and i.indisprimary) as key
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')`,
    [name],
  );
  return rows[0]?.key;
}

async function route(request: ApiRequest, context: Context, path: string): Promise<ReturnType<typeof readRows>> {
  checkProfile(request);
  const claims = await requestClaims(request, context);
  if (path.startsWith('rpc/')) return callFunction(request, context, path.slice('rpc/'.length), claims);
  if (path === '' || path.includes('/')) throw new PostgrestError(404, 'PGRST125', 'Invalid path specified in request URL');
  // The body is read before the table is looked for; with `?columns=` PostgREST hands it to the database as it is.
  const readsBody = request.method === 'PATCH' || (request.method === 'POST' && !request.url.searchParams.has('columns'));
  const payload = readsBody ? readPayload(request, { isCall: false }) : undefined;
  const key = await tableKey(context, path);
  if (!key) throw new PostgrestError(404, 'PGRST205', `Could not find the table 'public.${path}' in the schema cache`);
  const target: TableRequest = { request, context, table: path, claims, ...(payload && { payload }) };
  if (request.method === 'GET' || request.method === 'HEAD') return readRows(target);
  if (request.method === 'POST') return insertRows(target, key);
  if (request.method === 'PATCH') return updateRows(target);
  if (request.method === 'DELETE') return deleteRows(target);
  throw new PostgrestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
}

/**
 * The PostgREST subset under `/rest/v1`: tables of the public schema (select with filters,
 * order and paging; insert and upsert; update; delete) and `rpc/<fn>`. Each request runs
 * in one transaction as the token's role with `request.jwt.claims` set, so grants and
 * row-level security decide; the stand-in never filters rows itself.
 */
export const restRoutes: Handler = async (request, context) => {
  if (!request.url.pathname.startsWith('/rest/v1/')) return undefined;
  const path = decodeURIComponent(request.url.pathname.slice('/rest/v1/'.length));
  try {
    return await route(request, context, path);
  } catch (error) {
    if (error instanceof PostgrestError) return postgrestErrorReply(error);
    if (isDatabaseError(error)) {
      const role = (await requestClaims(request, context).catch(() => ({ role: 'anon' }))).role;
      return postgrestErrorReply(fromDatabaseError(error, role !== 'anon'));
    }
    context.log(`REST error on ${request.method} ${request.url.pathname}: ${String(error)}`);
    return postgrestErrorReply(new PostgrestError(500, 'PGRSTX00', 'Internal error'));
  }
};
