import { createHash, randomInt, randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { AUTH_SETTINGS } from '../config.ts';
import type { Transaction } from '../db.ts';
import { json, jsonBody, type ApiRequest, type Context, type Reply } from '../http.ts';
import { confirmationMail, deliver } from '../mail.ts';
import { validateEmail } from './email.ts';
import { AuthError } from './errors.ts';
import { assertStrongPassword } from './password.ts';
import { goQueryEscape, resolveRedirect } from './redirect.ts';
import { findUserByEmail, findUserById, loadUserJson, type UserRow } from './users.ts';

interface SignupBody {
  email: string;
  phone: string;
  password: string;
  data: Record<string, unknown>;
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

/** GoTrue's `encodeRedirectURL`: escaped only when it holds `&`, `=` or `#`. */
function encodeRedirect(url: string): string {
  return /[&=#]/.test(url) ? goQueryEscape(url) : url;
}

/** GoTrue's `sendConfirmation`: one mail per 60 s per user, a fresh hashed token, and the link. */
async function sendConfirmation(tx: Transaction, context: Context, user: UserRow, redirectTo: string): Promise<void> {
  const now = context.clock();
  const sentAt = user.confirmation_sent_at?.getTime();
  const nextAllowed = sentAt === undefined ? 0 : sentAt + AUTH_SETTINGS.mailMaxFrequency * 1000;
  if (now < nextAllowed) {
    const seconds = Math.trunc((nextAllowed - now) / 1000);
    throw new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${seconds} seconds.`);
  }
  const otp = String(randomInt(1_000_000)).padStart(6, '0');
  const tokenHash = createHash('sha224')
    .update(`${user.email ?? ''}${otp}`)
    .digest('hex');
  const link = `${context.apiUrl}/auth/v1/verify?token=${goQueryEscape(tokenHash)}&type=signup&redirect_to=${encodeRedirect(redirectTo)}`;
  await tx.query('update auth.users set confirmation_token = $2, confirmation_sent_at = $3 where id = $1', [
    user.id,
    tokenHash,
    new Date(now),
  ]);
  await deliver(tx, confirmationMail(user.email ?? '', link), now);
  context.log(`Mail to ${user.email}: ${link}`);
}

/**
 * `POST /auth/v1/signup` with "Confirm email" on. A new address gets a user (no session)
 * and a confirmation mail; an unconfirmed one gets the mail again (password and metadata
 * untouched, at most once a minute); a confirmed one gets an obfuscated user with empty
 * `identities` and no mail. Password policy and e-mail format are checked first.
 */
export async function signup(request: ApiRequest, context: Context): Promise<Reply> {
  const body = readBody(request);
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
    await sendConfirmation(tx, context, row, redirectTo);
    return loadUserJson(tx, row.id);
  });
  return json(200, user);
}
