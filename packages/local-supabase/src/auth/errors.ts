import { json, type ApiRequest, type Reply } from '../http.ts';

/** A GoTrue API error: HTTP status, error code (e.g. `invalid_credentials`) and message. */
export class AuthError extends Error {
  status: number;
  code: string;
  /** For `weak_password`: the unmet rules (`length`, `characters`, `pwned`). */
  reasons: string[] | undefined;

  constructor(status: number, code: string, message: string, reasons?: string[]) {
    super(message);
    this.status = status;
    this.code = code;
    this.reasons = reasons;
  }
}

/** An OAuth-style error, always sent as 400 `{error, error_description}`. */
export class OAuthError extends Error {
  error: string;

  constructor(error: string, description: string) {
    super(description);
    this.error = error;
  }
}

const API_VERSION = '2024-01-01';

/** Whether the request asked for the 2024-01-01 error format (`X-Supabase-Api-Version` ≥ that date). */
function wantsVersionedErrors(request: ApiRequest): boolean {
  const version = request.headers['x-supabase-api-version'] ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(version) && version >= API_VERSION;
}

/**
 * Turns an error into GoTrue's reply. With `X-Supabase-Api-Version: 2024-01-01` (what
 * supabase-js sends) the header is echoed and the body is `{code, message}` (plus
 * `weak_password.reasons`); without it, the legacy `{code: status, error_code, msg}`.
 */
export function authErrorReply(error: unknown, request: ApiRequest): Reply {
  if (error instanceof OAuthError) return json(400, { error: error.error, error_description: error.message });
  const known =
    error instanceof AuthError
      ? error
      : new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information');
  const weak = known.code === 'weak_password' ? { weak_password: { reasons: known.reasons ?? [] } } : {};
  if (wantsVersionedErrors(request)) {
    const headers: Record<string, string> = { 'x-supabase-api-version': API_VERSION };
    if (!weak.weak_password) headers['x-sb-error-code'] = known.code;
    return json(known.status, { code: known.code, message: known.message, ...weak }, headers);
  }
  return json(known.status, { code: known.status, error_code: known.code, msg: known.message, ...weak }, { 'x-sb-error-code': known.code });
}
