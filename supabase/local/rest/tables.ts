import { asRequest, type JwtClaims, type Transaction } from '../db.ts';
import { jsonBody, type ApiRequest, type Context, type Reply } from '../http.ts';
import { PostgrestError, singularityError } from './errors.ts';
import { parseReadQuery, quoteIdent, whereSql } from './query.ts';

/** A request for `/rest/v1/<table>`, already authenticated. */
export interface TableRequest {
  request: ApiRequest;
  context: Context;
  table: string;
  claims: JwtClaims;
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

function payloadRows(target: TableRequest): { rows: Record<string, unknown>[]; columns: string[] } {
  const body = jsonBody(target.request);
  const rows = Array.isArray(body) ? body : [body];
  if (rows.some((row) => !row || typeof row !== 'object' || Array.isArray(row)))
    throw new PostgrestError(400, 'PGRST102', 'Empty or invalid json');
  const objects = rows as Record<string, unknown>[];
  const param = target.request.url.searchParams.get('columns');
  const columns = param ? param.split(',').map((c) => c.trim().replace(/^"|"$/g, '')) : Object.keys(objects[0] ?? {});
  if (!param && objects.some((row) => Object.keys(row).sort().join() !== [...columns].sort().join())) {
    throw new PostgrestError(400, 'PGRST102', 'All object keys must match');
  }
  return { rows: objects, columns };
}

const BUMP_INSERTED = (sign: '+' | '-', floor: string) =>
  `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) ${sign} 1)::text, true) <> '${floor}'`;

/**
 * POST: insert, or upsert with `Prefer: resolution=merge-duplicates|ignore-duplicates` and
 * `on_conflict` (default: the primary key). 201, or 200 for a merge that inserted nothing.
 */
export async function insertRows(target: TableRequest, primaryKey: string[]): Promise<Reply> {
  const { rows, columns } = payloadRows(target);
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
  const source =
    columns.length === 0
      ? 'default values'
      : `(${list}) select ${list} from json_populate_recordset(null::public.${table}, $1::json) _${merge ? ` where ${BUMP_INSERTED('+', '0')}` : ''}`;
  const sql =
    `with _pgrst_t as (insert into public.${table} ${source}${onConflict} ${returning(target)}) ` +
    `select ${RESULT_COLUMNS}, nullif(current_setting('pgrst.inserted', true), '')::int as inserted from _pgrst_t`;
  const result = await run(target, sql, columns.length === 0 ? [] : [JSON.stringify(rows)]);
  const status = merge && (result.inserted ?? 0) <= 0 ? 200 : 201;
  return mutationReply(target, status, result, { 'content-range': '*/*' });
}

/** PATCH: updates the filtered rows the role may update; 204, or 200 with the rows. */
export async function updateRows(target: TableRequest): Promise<Reply> {
  const body = jsonBody(target.request);
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new PostgrestError(400, 'PGRST102', 'Empty or invalid json');
  const columns = Object.keys(body);
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
