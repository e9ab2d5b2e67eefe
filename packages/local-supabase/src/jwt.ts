import { createHmac, timingSafeEqual } from 'node:crypto';
import { JWT_SECRET } from './config.ts';

/** Why a token was refused, in the terms GoTrue and PostgREST report. */
export type JwtFailure =
  | { kind: 'empty' }
  | { kind: 'parts'; parts: number }
  | { kind: 'signature' }
  | { kind: 'expired' }
  | { kind: 'malformed' }
  | { kind: 'claims'; detail: string };

/** The roles a token may carry: the ones Supabase's API switches into. */
export const TOKEN_ROLES: readonly string[] = ['anon', 'authenticated', 'service_role'];

/** One base64url segment, unpadded: anything else (padding, `+/`, trailing bytes) is refused. */
const SEGMENT = /^[A-Za-z0-9_-]+$/;

/** The outcome of {@link verifyJwt}. */
export type JwtResult = { ok: true; claims: Record<string, unknown> } | ({ ok: false } & JwtFailure);

function hmac(input: string): Buffer {
  return createHmac('sha256', JWT_SECRET).update(input).digest();
}

function encode(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function decode(part: string): unknown {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
}

/** Signs `claims` as an HS256 JWT with the local development secret (no `kid`, like the CLI's stack). */
export function signJwt(claims: Record<string, unknown>): string {
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${unsigned}.${hmac(unsigned).toString('base64url')}`;
}

/** What is wrong with the claims a valid signature vouches for: `exp` a number, `role` one of {@link TOKEN_ROLES}. */
function claimProblem(claims: Record<string, unknown>): string | undefined {
  if (typeof claims['exp'] !== 'number' || !Number.isFinite(claims['exp'])) return 'exp claim is required and must be a number';
  if (typeof claims['role'] !== 'string' || !TOKEN_ROLES.includes(claims['role']))
    return 'role claim must be anon, authenticated or service_role';
  return undefined;
}

/**
 * Verifies a token against the local secret at time `nowMs`: exactly three unpadded
 * base64url segments, header `alg` HS256 only, the signature (nothing may follow it), then
 * the required claims (`exp`, `role`), expiry and `nbf`.
 */
export function verifyJwt(token: string, nowMs: number): JwtResult {
  if (token === '') return { ok: false, kind: 'empty' };
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, kind: 'parts', parts: parts.length };
  const [header = '', payload = '', signature = ''] = parts;
  if (!parts.every((part) => SEGMENT.test(part))) return { ok: false, kind: 'malformed' };
  let claims: Record<string, unknown>;
  try {
    const head = decode(header) as { alg?: unknown } | null;
    claims = decode(payload) as Record<string, unknown>;
    if (head?.alg !== 'HS256' || typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
      return { ok: false, kind: 'malformed' };
    }
  } catch {
    return { ok: false, kind: 'malformed' };
  }
  const expected = Buffer.from(hmac(`${header}.${payload}`).toString('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, kind: 'signature' };
  const problem = claimProblem(claims);
  if (problem) return { ok: false, kind: 'claims', detail: problem };
  const now = Math.floor(nowMs / 1000);
  if (now >= (claims['exp'] as number)) return { ok: false, kind: 'expired' };
  if (typeof claims['nbf'] === 'number' && now < claims['nbf']) return { ok: false, kind: 'malformed' };
  return { ok: true, claims };
}

/** The message golang-jwt (inside GoTrue) gives for a failure, as it appears after "invalid JWT: unable to parse or verify signature, ". */
export function goJwtMessage(failure: JwtFailure): string {
  switch (failure.kind) {
    case 'expired':
      return 'token has invalid claims: token is expired';
    case 'signature':
      return 'token signature is invalid: signature is invalid';
    case 'parts':
    case 'empty':
      return 'token is malformed: token contains an invalid number of segments';
    case 'malformed':
      return 'token is malformed: could not JSON decode header';
    case 'claims':
      return `token has invalid claims: ${failure.detail}`;
  }
}

/** The message PostgREST gives for a failure (PGRST301 for decoding, PGRST303 for claims). */
export function postgrestJwtMessage(failure: JwtFailure): { code: 'PGRST301' | 'PGRST303'; message: string } {
  switch (failure.kind) {
    case 'expired':
      return { code: 'PGRST303', message: 'JWT expired' };
    case 'empty':
      return { code: 'PGRST301', message: 'Empty JWT is sent in Authorization header' };
    case 'parts':
      return { code: 'PGRST301', message: `Expected 3 parts in JWT; got ${failure.parts}` };
    case 'signature':
      return { code: 'PGRST301', message: 'JWT cryptographic operation failed' };
    case 'malformed':
      return { code: 'PGRST301', message: "JWT couldn't be decoded" };
    case 'claims':
      return { code: 'PGRST303', message: `JWT claims are invalid: ${failure.detail}` };
  }
}
