import { asRequest, type JwtClaims } from '../db.ts';
import type { ApiRequest, Context, Reply } from '../http.ts';
import { PostgrestError } from './errors.ts';
import { readPayload } from './payload.ts';
import { quoteIdent } from './query.ts';

interface FunctionRow {
  arg_names: string[] | null;
  arg_types: string[];
  required: number;
  returns_set: boolean;
  returns_void: boolean;
}

/** The public function `name` whose parameters accept exactly the given argument names. */
async function findFunction(context: Context, name: string, args: string[]): Promise<FunctionRow | undefined> {
  const { rows } = await context.db.query<FunctionRow>(
    `select p.proargnames[1:p.pronargs] as arg_names,
            array(select format_type(t, null) from unnest(p.proargtypes::oid[]) t) as arg_types,
            p.pronargs - p.pronargdefaults as required,
            p.proretset as returns_set,
            p.prorettype = 'void'::regtype as returns_void
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`,
    [name],
  );
  return rows.find((fn) => {
    const names = fn.arg_names ?? [];
    return args.every((arg) => names.includes(arg)) && names.slice(0, fn.required).every((arg) => args.includes(arg));
  });
}

function argumentValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * `POST /rest/v1/rpc/<fn>` with a JSON object of named arguments, called as the request's
 * role: 204 for a void function, otherwise 200 with its result as JSON (an array for a set).
 * The body is checked before the function is looked for ({@link readPayload}); an array of
 * objects calls it with the first, and any other JSON value with no arguments, as PostgREST does.
 */
export async function callFunction(request: ApiRequest, context: Context, name: string, claims: JwtClaims): Promise<Reply> {
  if (request.method !== 'POST') throw new PostgrestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
  const payload = readPayload(request, { isCall: true });
  const body = payload.rows[0] ?? {};
  const args = payload.keys;
  const fn = await findFunction(context, name, args);
  if (!fn) {
    const signature = `public.${name}(${args.join(', ')})`;
    throw new PostgrestError(
      404,
      'PGRST202',
      `Could not find the function ${signature} in the schema cache`,
      `Searched for the function public.${name} with parameters ${args.join(', ') || 'none'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    );
  }
  const names = fn.arg_names ?? [];
  const params = args.map((arg) => argumentValue(body[arg]));
  const namedArgs = args.map((arg, i) => `${quoteIdent(arg)} := $${i + 1}::${fn.arg_types[names.indexOf(arg)]}`);
  const call = `public.${quoteIdent(name)}(${namedArgs.join(', ')})`;
  let sql = `select to_json(${call})::text as body`;
  if (fn.returns_void) sql = `select null::text as body from (select ${call}) _pgrst_r`;
  else if (fn.returns_set) sql = `select coalesce(json_agg(_pgrst_r), '[]')::text as body from ${call} _pgrst_r`;
  const rows = await asRequest(
    context.db,
    { claims, method: request.method, path: request.url.pathname, headers: request.headers },
    async (tx) => {
      return (await tx.query<{ body: string | null }>(sql, params)).rows;
    },
  );
  if (fn.returns_void) return { status: 204 };
  return { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: rows[0]?.body ?? 'null' };
}
