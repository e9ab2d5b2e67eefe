import type { ApiRequest } from '../http.ts';
import { PostgrestError } from './errors.ts';

/** A JSON request body as PostgREST reads it before it looks for the table or function. */
export interface Payload {
  /** One object, or several with the same keys; any other JSON value is read as no rows (`[]`). */
  rows: Record<string, unknown>[];
  /** The keys of the objects: the columns to write, or the arguments of the function. */
  keys: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const sameKeys = (a: string[], b: string[]) => a.length === b.length && a.every((key) => b.includes(key));

/**
 * The body of a write or an RPC call, checked as PostgREST's `getPayload` checks it: what is not
 * JSON (or not UTF-8) is 400 `PGRST102` "Empty or invalid json" (an empty body too, except on an RPC, which
 * reads it as `{}`), and an array whose items are not all objects with the same keys is 400
 * `PGRST102` "All object keys must match". Bodies are read as JSON whatever their Content-Type.
 */
export function readPayload(request: ApiRequest, { isCall }: { isCall: boolean }): Payload {
  if (request.body === '' && isCall) return { rows: [{}], keys: [] };
  let value: unknown;
  try {
    if (!request.bodyIsUtf8) throw new SyntaxError('JSON is UTF-8');
    value = JSON.parse(request.body);
  } catch {
    throw new PostgrestError(400, 'PGRST102', 'Empty or invalid json');
  }
  if (isObject(value)) return { rows: [value], keys: Object.keys(value) };
  if (!Array.isArray(value) || value.length === 0) return { rows: [], keys: [] };
  const first = value[0] as unknown;
  const keys = isObject(first) ? Object.keys(first) : [];
  if (!value.every((row) => isObject(row) && sameKeys(Object.keys(row), keys)))
    throw new PostgrestError(400, 'PGRST102', 'All object keys must match');
  return { rows: value as Record<string, unknown>[], keys };
}
