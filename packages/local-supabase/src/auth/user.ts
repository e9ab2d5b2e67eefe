import bcrypt from 'bcryptjs';
import { json, jsonBody, type ApiRequest, type Context, type Reply } from '../http.ts';
import { goJwtMessage, verifyJwt } from '../jwt.ts';
import { AuthError } from './errors.ts';
import { assertStrongPassword } from './password.ts';
import { limitRequests } from './rate-limits.ts';
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

/** Go's `json.Unmarshal` name for the JSON type of `value`, as its "cannot unmarshal" errors say it. */
function jsonType(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  return typeof value === 'object' ? 'object' : typeof value === 'boolean' ? 'bool' : typeof value;
}

/** GoTrue's `UpdateUserMetaData`: each key of `updates` set, or removed when its value is null. */
function mergeMetadata(current: Record<string, unknown> | null, updates: Record<string, unknown>): Record<string, unknown> {
  if (current === null) return updates;
  const merged = { ...current };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/**
 * `PUT /auth/v1/user` (`updateUser`) with `password` and/or `data`, the changes the site makes,
 * in GoTrue's order: the password policy and 422 `same_password` first, then in one transaction
 * the new hash and the user metadata (`data` merged into it: a key set to null is removed). A
 * database trigger refusing the metadata (a name or size over the limits) is GoTrue's 500
 * "Error updating user", and nothing changes. Like GoTrue, the answer shows the metadata as
 * merged, before the database's triggers (which keep `lang` a known language) stored it. Other
 * fields (`email`, `phone`, …) are not supported by the stand-in and answer 400.
 */
export async function updateUser(request: ApiRequest, context: Context): Promise<Reply> {
  const { userId } = await requireAuthentication(request, context);
  limitRequests(request, context, 'user');
  const body = jsonBody(request);
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  const { password, data, ...rest } = body as Record<string, unknown>;
  const others = Object.keys(rest).filter((key) => !['code_challenge', 'code_challenge_method', 'nonce'].includes(key));
  if (others.length > 0)
    throw new AuthError(400, 'validation_failed', `The local stand-in only updates the password and data, not: ${others.join(', ')}`);
  for (const [field, value, type] of [
    ['password', password, 'string'],
    ['data', data, 'map[string]interface {}'],
  ] as const) {
    const fits = field === 'password' ? typeof value === 'string' : jsonType(value) === 'object';
    if (value !== undefined && value !== null && !fits)
      throw new AuthError(
        400,
        'bad_json',
        `Could not parse request body as JSON: json: cannot unmarshal ${jsonType(value)} into Go struct field UserUpdateParams.${field} of type ${type}`,
      );
  }
  const newPassword = typeof password === 'string' ? password : undefined;
  const updates = data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
  const current = await context.db.transaction((tx) => findUserById(tx, userId));
  if (newPassword !== undefined) {
    assertStrongPassword(newPassword);
    if (current?.encrypted_password && (await bcrypt.compare(newPassword, current.encrypted_password))) {
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
  }
  const hash = newPassword === undefined ? undefined : await bcrypt.hash(newPassword, context.passwordHashCost);
  const metadata = updates ? mergeMetadata(current?.raw_user_meta_data ?? null, updates) : undefined;
  const user = await context.db.transaction(async (tx) => {
    const now = new Date(context.clock());
    if (hash !== undefined)
      await tx.query('update auth.users set encrypted_password = $2, updated_at = $3 where id = $1', [userId, hash, now]);
    if (metadata !== undefined) {
      await tx
        .query('update auth.users set raw_user_meta_data = $2, updated_at = $3 where id = $1', [userId, JSON.stringify(metadata), now])
        .catch((error: unknown) => {
          context.log(`User metadata refused by the database: ${String(error)}`);
          throw new AuthError(500, 'unexpected_failure', 'Error updating user');
        });
    }
    return loadUserJson(tx, userId);
  });
  return json(200, metadata === undefined ? user : { ...user, user_metadata: metadata });
}
