import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { Transaction } from '../db.ts';
import { json, jsonBody, type ApiRequest, type Context, type Reply } from '../http.ts';
import { validateEmail } from './email.ts';
import { AuthError } from './errors.ts';
import { assertStrongPassword } from './password.ts';
import { sendLink } from './links.ts';
import { readCodeChallenge, type CodeChallenge } from './pkce.ts';
import { limitRequests } from './rate-limits.ts';
import { resolveRedirect } from './redirect.ts';
import { findUserByEmail, findUserById, loadUserJson, type UserRow } from './users.ts';

interface SignupBody {
  email: string;
  phone: string;
  password: string;
  data: Record<string, unknown>;
  challenge: CodeChallenge | undefined;
}

function readBody(request: ApiRequest): SignupBody {
  const body = jsonBody(request);
  if (!body || typeof body !== 'object') throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  const { email, phone, password, data } = body as Record<string, unknown>;
  return {
    email: typeof email === 'string' ? email : '',
    phone: typeof phone === 'string' ? phone : '',
    password: typeof password === 'string' ? password : '',
    data: data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {},
    challenge: readCodeChallenge(body as Record<string, unknown>),
  };
}

/** The answer for an already-confirmed address: a made-up user with no identities, so nothing leaks. */
function obfuscatedUser(email: string, data: Record<string, unknown>, nowMs: number): Record<string, unknown> {
  const now = new Date(nowMs).toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

async function createUser(
  tx: Transaction,
  email: string,
  passwordHash: string,
  data: Record<string, unknown>,
  nowMs: number,
): Promise<UserRow> {
  const id = randomUUID();
  const metadata = { ...data, sub: id, email, email_verified: false, phone_verified: false };
  const now = new Date(nowMs);
  const { rows } = await tx.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, '{"provider": "email", "providers": ["email"]}', $4, $5, $5)
     returning *`,
    [id, email, passwordHash, JSON.stringify(metadata), now],
  );
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1::text, $1::uuid, $2, 'email', $3, $3, $3)`,
    [id, JSON.stringify(metadata), now],
  );
  return rows[0]!;
}

/**
 * `POST /auth/v1/signup` with "Confirm email" on. A new address gets a user (no session)
 * and a confirmation mail; an unconfirmed one gets the mail again (password and metadata
 * untouched by GoTrue, at most once a minute; the account_limits migration then drops the
 * pending password). With `code_challenge` the link is a PKCE one; a confirmed one gets an obfuscated user with empty
 * `identities` and no mail. Password policy and e-mail format are checked first.
 */
export async function signup(request: ApiRequest, context: Context): Promise<Reply> {
  const body = readBody(request);
  if (body.email || body.phone) limitRequests(request, context, 'signup');
  if (body.password === '') throw new AuthError(400, 'validation_failed', 'Signup requires a valid password');
  assertStrongPassword(body.password);
  if (body.email && body.phone)
    throw new AuthError(400, 'validation_failed', 'Only an email address or phone number should be provided on signup.');
  if (!body.email && body.phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
  if (!body.email) throw new AuthError(400, 'validation_failed', 'Sign up only available with email provider');
  const email = validateEmail(body.email);
  const redirectTo = resolveRedirect(request, context.siteUrl);

  const existing = await context.db.transaction((tx) => findUserByEmail(tx, email));
  if (existing?.email_confirmed_at) return json(200, obfuscatedUser(existing.email ?? email, body.data, context.clock()));
  const passwordHash = existing ? '' : await bcrypt.hash(body.password, context.passwordHashCost);

  const user = await context.db.transaction(async (tx) => {
    const row = existing
      ? await findUserById(tx, existing.id)
      : await createUser(tx, email, passwordHash, body.data, context.clock()).catch((error: unknown) => {
          // GoTrue's answer when a trigger on auth.users refuses the row (e.g. an invalid name).
          context.log(`Sign-up refused by the database: ${String(error)}`);
          throw new AuthError(500, 'unexpected_failure', 'Database error saving new user');
        });
    if (!row) throw new AuthError(500, 'unexpected_failure', 'Database error finding user');
    await sendLink(tx, context, row, 'signup', redirectTo, body.challenge);
    return loadUserJson(tx, row.id);
  });
  return json(200, user);
}
