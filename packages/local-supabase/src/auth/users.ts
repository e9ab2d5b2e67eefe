import type { Transaction } from '../db.ts';

/** A row of `auth.users` as the stand-in reads it. */
export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  is_anonymous: boolean;
}

/** A row of `auth.identities`. */
export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
}

function optional(name: string, value: Date | null): Record<string, string> {
  return value ? { [name]: value.toISOString() } : {};
}

/** An identity as GoTrue serialises it (`identity_id` is the row id, `id` the provider's id). */
export function identityJson(identity: IdentityRow): Record<string, unknown> {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    ...optional('last_sign_in_at', identity.last_sign_in_at),
    created_at: identity.created_at.toISOString(),
    updated_at: identity.updated_at.toISOString(),
    ...(identity.email ? { email: identity.email } : {}),
  };
}

/** A user as GoTrue's `models.User` serialises it: unset timestamps are left out. */
export function userJson(user: UserRow, identities: IdentityRow[]): Record<string, unknown> {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    ...optional('email_confirmed_at', user.email_confirmed_at),
    ...optional('invited_at', user.invited_at),
    phone: user.phone ?? '',
    ...optional('phone_confirmed_at', user.phone_confirmed_at),
    ...optional('confirmation_sent_at', user.confirmation_sent_at),
    ...optional('confirmed_at', user.confirmed_at),
    ...optional('recovery_sent_at', user.recovery_sent_at),
    ...optional('last_sign_in_at', user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    ...optional('banned_until', user.banned_until),
    is_anonymous: user.is_anonymous,
  };
}

/** The e-mail user with this address (case-insensitive), as GoTrue's `FindUserByEmailAndAudience`. */
export async function findUserByEmail(tx: Transaction, email: string): Promise<UserRow | undefined> {
  const { rows } = await tx.query<UserRow>(
    `select * from auth.users where lower(email) = lower($1) and aud = 'authenticated' and is_sso_user = false limit 1`,
    [email],
  );
  return rows[0];
}

/** The user with this id, if any. */
export async function findUserById(tx: Transaction, id: string): Promise<UserRow | undefined> {
  const { rows } = await tx.query<UserRow>('select * from auth.users where id = $1', [id]);
  return rows[0];
}

/** The user, with identities, as JSON; the shape GET /user and token responses carry. */
export async function loadUserJson(tx: Transaction, id: string): Promise<Record<string, unknown>> {
  const user = await findUserById(tx, id);
  if (!user) throw new Error(`User ${id} vanished`);
  const { rows } = await tx.query<IdentityRow>('select * from auth.identities where user_id = $1 order by created_at', [id]);
  return userJson(user, rows);
}

/** Whether a user is banned at time `nowMs`. */
export function isBanned(user: UserRow, nowMs: number): boolean {
  return user.banned_until !== null && user.banned_until.getTime() > nowMs;
}
