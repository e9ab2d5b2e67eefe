import bcrypt from 'bcryptjs';
import { json, jsonBody, type ApiRequest, type Context, type Reply } from '../http.ts';
import { goJwtMessage, verifyJwt } from '../jwt.ts';
import { AuthError } from './errors.ts';
import { assertStrongPassword } from './password.ts';
import { findUserById, isBanned, loadUserJson } from './users.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who a valid access token belongs to. */
interface Authenticated {
  userId: string;
  sessionId: string | undefined;
  claims: Record<string, unknown>;
}

/**
 * GoTrue's `requireAuthentication`, in its order: a Bearer token (401 `no_authorization`),
 * a valid signature and expiry (403 `bad_jwt`), a `sub` claim, an existing user (403
 * `user_not_found`) and, when the token names one, an existing session (403 `session_not_found`).
 */
async function requireAuthentication(request: ApiRequest, context: Context): Promise<Authenticated> {
  const match = /^Bearer (\S+)$/i.exec(request.headers['authorization'] ?? '');
  if (!match) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const result = verifyJwt(match[1]!, context.clock());
  if (!result.ok) throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${goJwtMessage(result)}`);
  const { claims } = result;
  const sub = typeof claims['sub'] === 'string' ? claims['sub'] : '';
  if (!sub) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  if (!UUID.test(sub)) throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  const sessionId = typeof claims['session_id'] === 'string' && claims['session_id'] !== '' ? claims['session_id'] : undefined;
  if (sessionId !== undefined && !UUID.test(sessionId))
    throw new AuthError(403, 'bad_jwt', 'invalid claim: session_id claim must be a UUID');

  await context.db.transaction(async (tx) => {
    const user = await findUserById(tx, sub);
    if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    if (sessionId) {
      const { rows } = await tx.query('select 1 from auth.sessions where id = $1', [sessionId]);
      if (rows.length === 0) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    if (isBanned(user, context.clock())) throw new AuthError(403, 'user_banned', 'User is banned');
  });
  return { userId: sub, sessionId, claims };
}

/** `GET /auth/v1/user`: the signed-in user as JSON, after the audience check. */
export async function getUser(request: ApiRequest, context: Context): Promise<Reply> {
  const { userId, claims } = await requireAuthentication(request, context);
  const audience = Array.isArray(claims['aud']) ? claims['aud'][0] : claims['aud'];
  if (audience !== 'authenticated') throw new AuthError(400, 'validation_failed', "Token audience doesn't match request audience");
  return json(200, await context.db.transaction((tx) => loadUserJson(tx, userId)));
}

/**
 * `POST /auth/v1/logout?scope=global|local|others`: deletes the sessions (and with them
 * their refresh tokens) and answers 204. Access tokens stay valid until they expire.
 */
export async function logout(request: ApiRequest, context: Context): Promise<Reply> {
  const { userId, sessionId } = await requireAuthentication(request, context);
  const scope = request.url.searchParams.get('scope') ?? 'global';
  if (!['', 'global', 'local', 'others'].includes(scope)) {
    throw new AuthError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
  }
  await context.db.transaction(async (tx) => {
    if (sessionId && scope === 'local') await tx.query('delete from auth.sessions where id = $1', [sessionId]);
    else if (sessionId && scope === 'others')
      await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
    else await tx.query('delete from auth.sessions where user_id = $1', [userId]);
  });
  return { status: 204 };
}

/**
 * `PUT /auth/v1/user` with `{password}` (`updateUser`), the one change the site makes: the
 * password policy, 422 `same_password` when it is unchanged, then the new hash. Other fields
 * (`email`, `data`, …) are not supported by the stand-in and answer 400.
 */
export async function updateUser(request: ApiRequest, context: Context): Promise<Reply> {
  const { userId } = await requireAuthentication(request, context);
  const body = jsonBody(request);
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  const { password, ...rest } = body as Record<string, unknown>;
  const others = Object.keys(rest).filter((key) => !['code_challenge', 'code_challenge_method', 'nonce'].includes(key));
  if (others.length > 0)
    throw new AuthError(400, 'validation_failed', `The local stand-in only updates the password, not: ${others.join(', ')}`);
  if (typeof password !== 'string' || password === '') throw new AuthError(400, 'validation_failed', 'Password update requires a password');
  assertStrongPassword(password);
  const current = await context.db.transaction((tx) => findUserById(tx, userId));
  if (current?.encrypted_password && (await bcrypt.compare(password, current.encrypted_password))) {
    throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
  }
  const hash = await bcrypt.hash(password, context.passwordHashCost);
  const user = await context.db.transaction(async (tx) => {
    await tx.query('update auth.users set encrypted_password = $2, updated_at = $3 where id = $1', [
      userId,
      hash,
      new Date(context.clock()),
    ]);
    return loadUserJson(tx, userId);
  });
  return json(200, user);
}
