import { asRequest, type JwtClaims, type Transaction } from '../db.ts';
import type { ApiRequest, Context, Reply } from '../http.ts';
import { singularityError } from './errors.ts';
import type { Payload } from './payload.ts';
import { parseReadQuery, quoteIdent, whereSql } from './query.ts';

/** A request for `/rest/v1/<table>`, already authenticated. */
export interface TableRequest {
  request: ApiRequest;
  context: Context;
  table: string;
  claims: JwtClaims;
  /** The checked body of a POST (without `?columns=`) or PATCH. */
  payload?: Payload;
}

/** What every generated statement returns: row count, the rows as JSON, the first row, rows newly inserted. */
interface Result {
  n: number;
  body: string;
  first: string | null;
  inserted: number | null;
}

const RESULT_COLUMNS = `count(*)::int as n, coalesce(json_agg(_pgrst_t), '[]')::text as body, (json_agg(_pgrst_t) -> 0)::text as first`;

function wantsObject(request: ApiRequest): boolean {
  return (request.headers['accept'] ?? '').includes('application/vnd.pgrst.object');
}

/** The `Prefer` header's return, resolution and missing preferences. */
function preferences(request: ApiRequest): Record<string, string> {
  const prefer: Record<string, string> = {};
  for (const part of (request.headers['prefer'] ?? '').split(',')) {
    const [name, value] = part.trim().split('=');
    if (name && value) prefer[name] = value;
  }
  return prefer;
}

/** Runs the statement as the request's role; with the object Accept, anything but one row rolls back with 406. */
async function run(target: TableRequest, sql: string, params: unknown[]): Promise<Result> {
  const { request, context, claims } = target;
  return asRequest(
    context.db,
    { claims, method: request.method, path: request.url.pathname, headers: request.headers },
    async (tx: Transaction) => {
      const { rows } = await tx.query<Result>(sql, params);
      const result = rows[0]!;
      if (wantsObject(request) && result.n !== 1) throw singularityError(result.n);
      return result;
    },
  );
}

function dataReply(request: ApiRequest, status: number, result: Result, headers: Record<string, string>): Reply {
  const single = wantsObject(request);
  const contentType = single ? 'application/vnd.pgrst.object+json; charset=utf-8' : 'application/json; charset=utf-8';
  return { status, headers: { ...headers, 'content-type': contentType }, body: single ? (result.first ?? 'null') : result.body };
}

function contentRange(offset: number, rows: number): string {
  return rows > 0 ? `${offset}-${offset + rows - 1}/*` : '*/*';
}

/** GET (and HEAD): the rows the role may see, as an array, or as one object with the object Accept. */
export async function readRows(target: TableRequest): Promise<Reply> {
  const query = parseReadQuery(target.request.url.searchParams);
  const table = quoteIdent(target.table);
  const params: unknown[] = [];
  const columns =
    query.select === '*'
      ? `${table}.*`
      : query.select.map(({ column, alias }) => `${table}.${quoteIdent(column)} as ${quoteIdent(alias)}`).join(', ');
  const order = query.order
    .map((o) => `${table}.${quoteIdent(o.column)} ${o.descending ? 'desc' : 'asc'}${o.nulls ? ` nulls ${o.nulls}` : ''}`)
    .join(', ');
  const clauses = [
    whereSql(target.table, query.filters, params),
    order ? ` order by ${order}` : '',
    query.limit !== undefined ? ` limit ${query.limit}` : '',
    query.offset !== undefined ? ` offset ${query.offset}` : '',
  ].join('');
  const sql = `select ${RESULT_COLUMNS} from (select ${columns} from public.${table}${clauses}) _pgrst_t`;
  const result = await run(target, sql, params);
  const reply = dataReply(target.request, 200, result, { 'content-range': contentRange(query.offset ?? 0, result.n) });
  return target.request.method === 'HEAD' ? { ...reply, body: '' } : reply;
}

function returning(target: TableRequest): string {
  return preferences(target.request)['return'] === 'representation' ? `returning ${quoteIdent(target.table)}.*` : 'returning 1';
}

function mutationReply(target: TableRequest, status: number, result: Result, headers: Record<string, string>): Reply {
  if (preferences(target.request)['return'] === 'representation')
    return dataReply(target.request, status === 204 ? 200 : status, result, headers);
  return { status, headers };
}

/**
 * The rows to insert as the JSON text the statement reads, and their columns: `?columns=` names
 * them and leaves the body to the database (a malformed one is its 22P02, as on PostgREST);
 * otherwise the checked payload gives both.
 */
function insertSource(target: TableRequest): { json: string; columns: string[] } {
  const param = target.request.url.searchParams.get('columns');
  if (param !== null) return { json: target.request.body, columns: param.split(',').map((c) => c.trim().replace(/^"|"$/g, '')) };
  const payload = target.payload ?? { rows: [], keys: [] };
  return { json: JSON.stringify(payload.rows), columns: payload.keys };
}

const BUMP_INSERTED = (sign: '+' | '-', floor: string) =>
  `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) ${sign} 1)::text, true) <> '${floor}'`;

/**
 * POST: insert, or upsert with `Prefer: resolution=merge-duplicates|ignore-duplicates` and
 * `on_conflict` (default: the primary key). 201, or 200 for a merge that inserted nothing.
 */
export async function insertRows(target: TableRequest, primaryKey: string[]): Promise<Reply> {
  const { json, columns } = insertSource(target);
  const table = quoteIdent(target.table);
  const resolution = preferences(target.request)['resolution'];
  const conflictParam = target.request.url.searchParams.get('on_conflict');
  const conflict = conflictParam ? conflictParam.split(',').map((c) => c.trim()) : primaryKey;
  const list = columns.map(quoteIdent).join(', ');
  const merge = resolution === 'merge-duplicates';
  let onConflict = '';
  if (resolution === 'ignore-duplicates') onConflict = ` on conflict (${conflict.map(quoteIdent).join(', ')}) do nothing`;
  if (merge) {
    const sets = columns.map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`).join(', ');
    onConflict = ` on conflict (${conflict.map(quoteIdent).join(', ')}) do update set ${sets} where ${BUMP_INSERTED('-', '-1')}`;
  }
  // One object is a row too; with no columns, each object is a row of defaults.
  const rowsJson = `(case when json_typeof($1::json) = 'array' then $1::json else json_build_array($1::json) end)`;
  const source =
    columns.length === 0
      ? `select from json_array_elements${rowsJson} _`
      : `(${list}) select ${list} from json_populate_recordset(null::public.${table}, ${rowsJson}) _${merge ? ` where ${BUMP_INSERTED('+', '0')}` : ''}`;
  const sql =
    `with _pgrst_t as (insert into public.${table} ${source}${onConflict} ${returning(target)}) ` +
    `select ${RESULT_COLUMNS}, nullif(current_setting('pgrst.inserted', true), '')::int as inserted from _pgrst_t`;
  const result = await run(target, sql, [json]);
  const status = merge && (result.inserted ?? 0) <= 0 ? 200 : 201;
  return mutationReply(target, status, result, { 'content-range': '*/*' });
}

/** PATCH: updates the filtered rows the role may update; 204, or 200 with the rows. */
export async function updateRows(target: TableRequest): Promise<Reply> {
  // An array updates with its first object; any other JSON value changes nothing.
  const body = target.payload?.rows[0] ?? {};
  const columns = target.payload?.keys ?? [];
  const table = quoteIdent(target.table);
  const { filters } = parseReadQuery(target.request.url.searchParams);
  const params: unknown[] = [JSON.stringify(body)];
  const sets = columns.map((c) => `${quoteIdent(c)} = _pgrst_body.${quoteIdent(c)}`).join(', ');
  const sql =
    columns.length === 0
      ? `select 0 as n, '[]' as body, null as first, null::int as inserted`
      : `with _pgrst_t as (update public.${table} set ${sets} ` +
        `from (select * from json_populate_record(null::public.${table}, $1::json)) _pgrst_body` +
        `${whereSql(target.table, filters, params)} ${returning(target)}) select ${RESULT_COLUMNS} from _pgrst_t`;
  const result = await run(target, sql, columns.length === 0 ? [] : params);
  return mutationReply(target, 204, result, { 'content-range': contentRange(0, result.n) });
}

/** DELETE: removes the filtered rows the role may delete; 204, or 200 with the rows. */
export async function deleteRows(target: TableRequest): Promise<Reply> {
  const table = quoteIdent(target.table);
  const { filters } = parseReadQuery(target.request.url.searchParams);
  const params: unknown[] = [];
  const sql =
    `with _pgrst_t as (delete from public.${table}${whereSql(target.table, filters, params)} ${returning(target)}) ` +
    `select ${RESULT_COLUMNS} from _pgrst_t`;
  const result = await run(target, sql, params);
  return mutationReply(target, 204, result, { 'content-range': '*/*' });
}
