import { parseError } from './errors.ts';

/** A column filter from the query string, e.g. `user_id=eq.<uuid>` or `id=not.in.(1,2)`. */
export interface Filter {
  column: string;
  operator: 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'is' | 'in';
  negate: boolean;
  value: string;
}

/** The read part of a request: columns, filters, order and paging. */
export interface ReadQuery {
  /** `'*'` or the listed columns with their output names. */
  select: '*' | { column: string; alias: string }[];
  filters: Filter[];
  order: { column: string; descending: boolean; nulls: 'first' | 'last' | undefined }[];
  limit: number | undefined;
  offset: number | undefined;
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'apikey']);
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const SQL_OPERATORS = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', like: 'like', ilike: 'ilike' } as const;

/** Double-quotes an identifier for SQL. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function parseSelect(raw: string | null): ReadQuery['select'] {
  if (raw === null || raw.trim() === '*' || raw.trim() === '') return '*';
  return raw.split(',').map((item) => {
    const match = /^\s*(?:([A-Za-z_]\w*):)?([A-Za-z_]\w*)\s*$/.exec(item);
    if (!match) throw parseError(`failed to parse select parameter (${raw})`, 'The local stand-in supports plain column lists only');
    return { column: match[2]!, alias: match[1] ?? match[2]! };
  });
}

function parseFilter(column: string, raw: string): Filter {
  const match = /^(not\.)?(eq|neq|gt|gte|lt|lte|like|ilike|is|in)\.([\s\S]*)$/.exec(raw);
  if (!match || !IDENTIFIER.test(column)) throw parseError(`failed to parse filter (${raw})`);
  return { column, negate: match[1] !== undefined, operator: match[2] as Filter['operator'], value: match[3]! };
}

function parseOrder(raw: string | null): ReadQuery['order'] {
  if (!raw) return [];
  return raw.split(',').map((term) => {
    const [column = '', ...modifiers] = term.trim().split('.');
    if (!IDENTIFIER.test(column) || modifiers.some((m) => !['asc', 'desc', 'nullsfirst', 'nullslast'].includes(m))) {
      throw parseError(`failed to parse order (${raw})`);
    }
    const nulls = modifiers.includes('nullsfirst') ? 'first' : modifiers.includes('nullslast') ? 'last' : undefined;
    return { column, descending: modifiers.includes('desc'), nulls };
  });
}

function parseCount(raw: string | null, name: string): number | undefined {
  if (raw === null) return undefined;
  if (!/^\d+$/.test(raw)) throw parseError(`failed to parse ${name} (${raw})`);
  return Number(raw);
}

/** Reads `select`, the column filters, `order`, `limit` and `offset` from the query string. */
export function parseReadQuery(params: URLSearchParams): ReadQuery {
  const filters: Filter[] = [];
  for (const [name, value] of params) if (!RESERVED.has(name)) filters.push(parseFilter(name, value));
  return {
    select: parseSelect(params.get('select')),
    filters,
    order: parseOrder(params.get('order')),
    limit: parseCount(params.get('limit'), 'limit'),
    offset: parseCount(params.get('offset'), 'offset'),
  };
}

/** Splits `in.(a,b,"c,d")` into its values. */
function parseList(raw: string): string[] {
  const inner = /^\((.*)\)$/s.exec(raw)?.[1];
  if (inner === undefined) throw parseError(`failed to parse filter (in.${raw})`);
  return [...inner.matchAll(/"((?:[^"\\]|\\.)*)"|([^,]+)/g)].map((m) => (m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2]!.trim()));
}

/** The SQL condition for a filter on `table`; values go into `params` as $n placeholders. */
export function filterSql(table: string, filter: Filter, params: unknown[]): string {
  const column = `${quoteIdent(table)}.${quoteIdent(filter.column)}`;
  let condition: string;
  if (filter.operator === 'is') {
    const operand = { null: 'null', true: 'true', false: 'false', unknown: 'unknown' }[filter.value.toLowerCase()];
    if (!operand) throw parseError(`failed to parse filter (is.${filter.value})`);
    condition = `${column} is ${operand}`;
  } else if (filter.operator === 'in') {
    const values = parseList(filter.value);
    const placeholders = values.map((value) => `$${params.push(value)}`);
    condition = values.length === 0 ? 'false' : `${column} in (${placeholders.join(', ')})`;
  } else {
    const value = filter.operator === 'like' || filter.operator === 'ilike' ? filter.value.replaceAll('*', '%') : filter.value;
    condition = `${column} ${SQL_OPERATORS[filter.operator]} $${params.push(value)}`;
  }
  return filter.negate ? `not (${condition})` : condition;
}

/** ` where …` for the filters (empty when there are none). */
export function whereSql(table: string, filters: Filter[], params: unknown[]): string {
  return filters.length === 0 ? '' : ` where ${filters.map((filter) => filterSql(table, filter, params)).join(' and ')}`;
}
