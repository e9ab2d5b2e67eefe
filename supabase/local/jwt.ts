import { createHmac, timingSafeEqual } from 'node:crypto';
import { JWT_SECRET } from './config.ts';

/** Why a token was refused, in the terms GoTrue and PostgREST report. */
export type JwtFailure =
  { kind: 'empty' } | { kind: 'parts'; parts: number } | { kind: 'signature' } | { kind: 'expired' } | { kind: 'malformed' };

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

/** Verifies an HS256 token against the local secret at time `nowMs`: signature, then `exp` (and `nbf`). */
export function verifyJwt(token: string, nowMs: number): JwtResult {
  if (token === '') return { ok: false, kind: 'empty' };
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, kind: 'parts', parts: parts.length };
  const [header = '', payload = '', signature = ''] = parts;
  let claims: Record<string, unknown>;
  try {
    const head = decode(header) as { alg?: unknown };
    claims = decode(payload) as Record<string, unknown>;
    if (head.alg !== 'HS256' || typeof claims !== 'object' || claims === null) return { ok: false, kind: 'malformed' };
  } catch {
    return { ok: false, kind: 'malformed' };
  }
  const expected = hmac(`${header}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, kind: 'signature' };
  const now = Math.floor(nowMs / 1000);
  if (typeof claims['exp'] === 'number' && now >= claims['exp']) return { ok: false, kind: 'expired' };
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
  }
}
