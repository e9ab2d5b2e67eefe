import { randomInt, randomUUID } from 'node:crypto';
import { AUTH_SETTINGS } from './settings.ts';
import type { Transaction } from '../db.ts';
import type { Context } from '../http.ts';
import { signJwt } from '../jwt.ts';
import { loadUserJson } from './users.ts';

/** GoTrue's `AccessTokenResponse`: what sign-in, refresh and the verify link hand out. */
export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
  weak_password?: { message: string; reasons: string[] };
}

/** How the session was authenticated, recorded in the token's `amr` claim. */
export type AuthMethod = 'password' | 'otp';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A legacy (v1) refresh token: 12 random characters of [a-z0-9]. Clients treat it as opaque. */
export function newRefreshToken(): string {
  let token = '';
  for (let i = 0; i < 12; i++) token += ALPHABET[randomInt(ALPHABET.length)];
  return token;
}

/** Inserts a refresh token for a session (child of `parent` when rotating); returns it. */
export async function insertRefreshToken(
  tx: Transaction,
  context: Context,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newRefreshToken();
  const now = new Date(context.clock());
  await tx.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, false, $3, $3, $4, $5)`,
    [token, userId, now, parent, sessionId],
  );
  return token;
}

/**
 * Starts a session for the user (as GoTrue's `IssueRefreshToken`): a session row with its
 * authentication method, a first refresh token, `last_sign_in_at`, and the token response.
 */
export async function issueSession(tx: Transaction, context: Context, userId: string, method: AuthMethod): Promise<TokenResponse> {
  const now = new Date(context.clock());
  const sessionId = randomUUID();
  await tx.query(`insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, $3, $3, 'aal1')`, [
    sessionId,
    userId,
    now,
  ]);
  await tx.query(`insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method) values ($1, $2, $2, $3)`, [
    sessionId,
    now,
    method,
  ]);
  await tx.query('update auth.users set last_sign_in_at = $2 where id = $1', [userId, now]);
  const refreshToken = await insertRefreshToken(tx, context, userId, sessionId, null);
  return tokenResponse(tx, context, userId, sessionId, refreshToken);
}

/**
 * A fresh access token for an existing session, with the claims GoTrue puts in it (sub,
 * aud, role, email, phone, metadata, aal, amr, session_id, is_anonymous), packaged with
 * the given refresh token.
 */
export async function tokenResponse(
  tx: Transaction,
  context: Context,
  userId: string,
  sessionId: string,
  refreshToken: string,
): Promise<TokenResponse> {
  const user = await loadUserJson(tx, userId);
  const { rows: amr } = await tx.query<{ authentication_method: string; created_at: Date }>(
    'select authentication_method, created_at from auth.mfa_amr_claims where session_id = $1 order by created_at',
    [sessionId],
  );
  const issuedAt = Math.floor(context.clock() / 1000);
  const expiresAt = issuedAt + AUTH_SETTINGS.jwtExpiry;
  const accessToken = signJwt({
    iss: `${context.apiUrl}/auth/v1`,
    sub: userId,
    aud: user['aud'],
    exp: expiresAt,
    iat: issuedAt,
    email: user['email'],
    phone: user['phone'],
    app_metadata: user['app_metadata'],
    user_metadata: user['user_metadata'],
    role: user['role'],
    aal: 'aal1',
    amr: amr.map((claim) => ({ method: claim.authentication_method, timestamp: Math.floor(claim.created_at.getTime() / 1000) })),
    session_id: sessionId,
    is_anonymous: user['is_anonymous'],
  });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: expiresAt - issuedAt,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user,
  };
}
