import { json, type Reply } from '../http.ts';

/** A PostgREST error: status, code (`PGRST…` or a SQLSTATE), message, details and hint. */
export class PostgrestError extends Error {
  status: number;
  code: string;
  details: string | null;
  hint: string | null;
  headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    details: string | null = null,
    hint: string | null = null,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
    this.headers = headers;
  }
}

/** What PGlite throws for a failed statement (the fields Postgres sends). */
interface DatabaseError {
  code: string;
  message: string;
  detail?: string | undefined;
  hint?: string | undefined;
}

/** Whether `error` came from Postgres (it carries a five-character SQLSTATE). */
export function isDatabaseError(error: unknown): error is DatabaseError {
  const code: unknown = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/** PostgREST's SQLSTATE → HTTP status table (`mapSQLtoHTTP`); `authed` is false for the anon role. */
export function statusForSqlState(code: string, message: string, authed: boolean): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    P0001: 400,
    '42P01': 404,
    '42P17': 500,
    '42883': 404,
    '53400': 500,
    '57P01': 503,
  };
  if (code === '42501') return authed ? 403 : 401;
  if (code === '22023') return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (exact[code] !== undefined) return exact[code];
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

/** Wraps a Postgres error the way PostgREST reports it: SQLSTATE as code, Postgres's message, detail and hint. */
export function fromDatabaseError(error: DatabaseError, authed: boolean): PostgrestError {
  const status = statusForSqlState(error.code, error.message, authed);
  const headers: Record<string, string> = status === 401 ? { 'www-authenticate': 'Bearer' } : {};
  return new PostgrestError(status, error.code, error.message, error.detail ?? null, error.hint ?? null, headers);
}

/** The reply for an error: `{code, details, hint, message}`. */
export function postgrestErrorReply(error: PostgrestError): Reply {
  return json(error.status, { code: error.code, details: error.details, hint: error.hint, message: error.message }, error.headers);
}

/** 406 `PGRST116`: the object Accept header was sent and the result is not exactly one row. */
export function singularityError(rows: number): PostgrestError {
  return new PostgrestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`);
}

/** 400 `PGRST100`: a query parameter PostgREST could not parse. */
export function parseError(message: string, details: string | null = null): PostgrestError {
  return new PostgrestError(400, 'PGRST100', message, details);
}
