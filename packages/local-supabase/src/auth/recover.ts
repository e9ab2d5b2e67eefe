import { json, jsonBody, type ApiRequest, type Context, type Reply } from '../http.ts';
import { validateEmail } from './email.ts';
import { AuthError } from './errors.ts';
import { sendLink } from './links.ts';
import { readCodeChallenge } from './pkce.ts';
import { limitRequests } from './rate-limits.ts';
import { resolveRedirect } from './redirect.ts';
import { findUserByEmail } from './users.ts';

function readFields(request: ApiRequest): Record<string, unknown> {
  const body = jsonBody(request);
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  return body as Record<string, unknown>;
}

/**
 * `POST /auth/v1/recover` (`resetPasswordForEmail`): a recovery mail for an existing
 * address, at most once a minute per user, and `200 {}` whether or not the address has an
 * account (as GoTrue, a known address mailed less than 60 s ago answers 429).
 */
export async function recover(request: ApiRequest, context: Context): Promise<Reply> {
  limitRequests(request, context, 'recover');
  const body = readFields(request);
  const email = validateEmail(typeof body['email'] === 'string' ? body['email'] : '');
  const challenge = readCodeChallenge(body);
  const redirectTo = resolveRedirect(request, context.siteUrl);
  await context.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (user) await sendLink(tx, context, user, 'recovery', redirectTo, challenge);
  });
  return json(200, {});
}
