import bcrypt from 'bcryptjs';
import { AUTH_SETTINGS } from './settings.ts';
import { json, jsonBody, type ApiRequest, type Context, type Reply } from '../http.ts';
import { AuthError, OAuthError } from './errors.ts';
import { passwordWeakness, type WeakPassword } from './password.ts';
import { limitRequests } from './rate-limits.ts';
import { consumeAuthCode } from './pkce.ts';
import { insertRefreshToken, issueSession, tokenResponse, type TokenResponse } from './sessions.ts';
import { findUserByEmail, isBanned } from './users.ts';

const INVALID_LOGIN = 'Invalid login credentials';

function stringField(body: unknown, name: string): string {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
}

function weaknessOrNone(password: string): WeakPassword | undefined {
  try {
    return passwordWeakness(password);
  } catch {
    return undefined;
  }
}

/**
 * `grant_type=password`, checked in GoTrue's order: unknown address, no password or wrong
 * password → `invalid_credentials`; banned; and only once the password has checked out,
 * `email_not_confirmed`. A correct password that fails today's policy still signs in, with
 * `weak_password` in the response.
 */
async function passwordGrant(request: ApiRequest, context: Context): Promise<Reply> {
  const body = jsonBody(request);
  const email = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const password = stringField(body, 'password');
  if (email && phone) throw new AuthError(400, 'validation_failed', 'Only an email address or phone number should be provided on login.');
  if (!email && phone) throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  if (!email) throw new AuthError(400, 'validation_failed', 'missing email or phone');

  const user = await context.db.transaction((tx) => findUserByEmail(tx, email));
  if (!user?.encrypted_password) throw new AuthError(400, 'invalid_credentials', INVALID_LOGIN);
  if (isBanned(user, context.clock())) throw new AuthError(400, 'user_banned', 'User is banned');
  const valid = await bcrypt.compare(password, user.encrypted_password);
  if (!valid) throw new AuthError(400, 'invalid_credentials', INVALID_LOGIN);
  if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');

  const token: TokenResponse = await context.db.transaction((tx) => issueSession(tx, context, user.id, 'password'));
  const weakness = weaknessOrNone(password);
  if (weakness) token.weak_password = weakness;
  return json(200, token);
}

interface RefreshTokenRow {
  token: string;
  user_id: string;
  revoked: boolean;
  updated_at: Date;
  session_id: string | null;
  session_exists: boolean;
  banned_until: Date | null;
}

/**
 * `grant_type=refresh_token` with GoTrue's rotation rules: a token is single-use; a revoked
 * one is still honoured when it is the parent of the session's active token (the client
 * lost the last answer: the active token is returned) or within the reuse interval (a new
 * child is issued); any other reuse revokes the whole session's tokens and answers
 * `refresh_token_already_used`.
 */
async function refreshGrant(request: ApiRequest, context: Context): Promise<Reply> {
  const presented = stringField(jsonBody(request), 'refresh_token');
  if (!presented) throw new OAuthError('invalid_request', 'refresh_token required');
  if (!/^[a-z0-9]{12}$/.test(presented)) throw new AuthError(400, 'validation_failed', 'Refresh token is not valid');

  const outcome = await context.db.transaction(async (tx): Promise<TokenResponse | AuthError> => {
    const { rows } = await tx.query<RefreshTokenRow>(
      `select t.token, t.user_id, t.revoked, t.updated_at, t.session_id, s.id is not null as session_exists, u.banned_until
       from auth.refresh_tokens t
       join auth.users u on u.id::text = t.user_id
       left join auth.sessions s on s.id = t.session_id
       where t.token = $1
       for update of t`,
      [presented],
    );
    const token = rows[0];
    if (!token) return new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    if (token.banned_until && token.banned_until.getTime() > context.clock()) {
      return new AuthError(400, 'user_banned', 'Invalid Refresh Token: User Banned');
    }
    if (!token.session_id || !token.session_exists) {
      await tx.query('delete from auth.refresh_tokens where token = $1', [presented]);
      return new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
    }
    const now = new Date(context.clock());
    if (token.revoked) {
      const { rows: active } = await tx.query<{ token: string; parent: string | null }>(
        'select token, parent from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
        [token.session_id],
      );
      if (active[0]?.parent === presented) {
        return tokenResponse(tx, context, token.user_id, token.session_id, active[0].token);
      }
      const reuseUntil = token.updated_at.getTime() + AUTH_SETTINGS.refreshTokenReuseInterval * 1000;
      if (now.getTime() > reuseUntil) {
        await tx.query('update auth.refresh_tokens set revoked = true, updated_at = $2 where session_id = $1 and revoked = false', [
          token.session_id,
          now,
        ]);
        return new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
    }
    await tx.query('update auth.refresh_tokens set revoked = true, updated_at = $2 where token = $1', [presented, now]);
    await tx.query('update auth.sessions set refreshed_at = $2::timestamptz, updated_at = $2::timestamptz where id = $1', [
      token.session_id,
      now,
    ]);
    const next = await insertRefreshToken(tx, context, token.user_id, token.session_id, presented);
    return tokenResponse(tx, context, token.user_id, token.session_id, next);
  });
  if (outcome instanceof AuthError) throw outcome;
  return json(200, outcome);
}

/**
 * `grant_type=pkce`: exchanges the `?code=` of an e-mail link and the browser's code verifier
 * for a session (single-use, within 300 s of the link being opened).
 */
async function pkceGrant(request: ApiRequest, context: Context): Promise<Reply> {
  const body = jsonBody(request);
  const authCode = stringField(body, 'auth_code');
  const verifier = stringField(body, 'code_verifier');
  const session = await context.db.transaction(async (tx) => {
    const { userId } = await consumeAuthCode(tx, context, authCode, verifier);
    return issueSession(tx, context, userId, 'otp');
  });
  return json(200, session);
}

const GRANTS: Record<string, (request: ApiRequest, context: Context) => Promise<Reply>> = {
  password: passwordGrant,
  refresh_token: refreshGrant,
  pkce: pkceGrant,
};

/**
 * `POST /auth/v1/token?grant_type=password|refresh_token|pkce`; any other grant is
 * `unsupported_grant_type`. A known grant takes a request from the `/token` limit first.
 */
export async function token(request: ApiRequest, context: Context): Promise<Reply> {
  const grant = GRANTS[request.url.searchParams.get('grant_type') ?? ''];
  if (!grant) throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
  limitRequests(request, context, 'token');
  return grant(request, context);
}
