import { createHash, randomUUID } from 'node:crypto';
import type { Transaction } from '../db.ts';
import type { Context } from '../http.ts';
import { AuthError } from './errors.ts';

/** How long an issued auth code may be exchanged, in seconds (GoTrue's `FlowStateExpiryDuration`, 300 s). */
export const FLOW_STATE_EXPIRY = 300;

/** What a link was for, as GoTrue records it in `authentication_method`. */
export type FlowMethod = 'email/signup' | 'recovery';

/** The PKCE part of a request body: a challenge and its method, or nothing (the implicit flow). */
export interface CodeChallenge {
  challenge: string;
  method: 's256' | 'plain';
}

/**
 * GoTrue's `validatePKCEParams`: both fields or neither; the method `s256` or `plain`
 * (any case); the challenge 43–128 characters. Returns the challenge, or undefined for the
 * implicit flow.
 */
export function readCodeChallenge(body: Record<string, unknown>): CodeChallenge | undefined {
  const challenge = typeof body['code_challenge'] === 'string' ? body['code_challenge'] : '';
  const method = typeof body['code_challenge_method'] === 'string' ? body['code_challenge_method'].toLowerCase() : '';
  if (!challenge && !method) return undefined;
  if (!challenge || !method) {
    throw new AuthError(400, 'validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');
  }
  if (method !== 's256' && method !== 'plain') {
    throw new AuthError(400, 'validation_failed', `code challenge method not supported: ${method}`);
  }
  if (challenge.length < 43 || challenge.length > 128) {
    throw new AuthError(400, 'validation_failed', 'code challenge has to be between 43 and 128 characters');
  }
  return { challenge, method };
}

/** Records a flow state for the user's link and returns nothing; the auth code is issued when the link is opened. */
export async function createFlowState(
  tx: Transaction,
  context: Context,
  userId: string,
  challenge: CodeChallenge,
  method: FlowMethod,
): Promise<void> {
  const now = new Date(context.clock());
  await tx.query('delete from auth.flow_state where user_id = $1 and authentication_method = $2', [userId, method]);
  await tx.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method, created_at, updated_at)
     values ($1, $2, $3, $4, $5, 'email', $6, $7, $7)`,
    [randomUUID(), userId, randomUUID(), challenge.method, challenge.challenge, method, now],
  );
}

/** When the link is opened: the flow state's auth code, with the time it was issued (the exchange window starts). */
export async function issueAuthCode(tx: Transaction, context: Context, userId: string, method: FlowMethod): Promise<string> {
  const { rows } = await tx.query<{ id: string; auth_code: string }>(
    'select id, auth_code from auth.flow_state where user_id = $1 and authentication_method = $2 order by created_at desc limit 1',
    [userId, method],
  );
  const flow = rows[0];
  if (!flow) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  await tx.query('update auth.flow_state set auth_code_issued_at = $2, updated_at = $2 where id = $1', [
    flow.id,
    new Date(context.clock()),
  ]);
  return flow.auth_code;
}

function challengeOf(verifier: string, method: string): string {
  return method === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url');
}

/**
 * `grant_type=pkce`: finds the flow state by its auth code (404 `flow_state_not_found`),
 * refuses an expired one (`flow_state_expired`) or a verifier that does not match
 * (403 `bad_code_verifier`), and deletes it so that the code is single-use. Returns the
 * user and what the link was for.
 */
export async function consumeAuthCode(
  tx: Transaction,
  context: Context,
  authCode: string,
  verifier: string,
): Promise<{ userId: string; method: FlowMethod }> {
  if (!authCode || !verifier) {
    throw new AuthError(400, 'validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
  }
  const { rows } = await tx.query<{
    id: string;
    user_id: string;
    code_challenge: string;
    code_challenge_method: string;
    authentication_method: FlowMethod;
    auth_code_issued_at: Date | null;
    created_at: Date;
  }>('select * from auth.flow_state where auth_code = $1 for update', [authCode]);
  const flow = rows[0];
  if (!flow || !flow.auth_code_issued_at) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  if (context.clock() > flow.auth_code_issued_at.getTime() + FLOW_STATE_EXPIRY * 1000) {
    await tx.query('delete from auth.flow_state where id = $1', [flow.id]);
    throw new AuthError(400, 'flow_state_expired', 'invalid flow state, flow state has expired');
  }
  if (challengeOf(verifier, flow.code_challenge_method) !== flow.code_challenge) {
    throw new AuthError(403, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
  await tx.query('delete from auth.flow_state where id = $1', [flow.id]);
  return { userId: flow.user_id, method: flow.authentication_method };
}
