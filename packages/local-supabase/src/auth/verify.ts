import { AUTH_SETTINGS } from './settings.ts';
import type { Transaction } from '../db.ts';
import type { ApiRequest, Context, Reply } from '../http.ts';
import { AuthError } from './errors.ts';
import { goEncodeValues, resolveRedirect } from './redirect.ts';
import type { LinkType } from './links.ts';
import { issueAuthCode } from './pkce.ts';
import { limitRequests } from './rate-limits.ts';
import { issueSession } from './sessions.ts';
import type { UserRow } from './users.ts';

/** GoTrue's status-to-OAuth-error map, used in the `error` parameter of a failed redirect. */
const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

function redirectReply(location: string): Reply {
  return { status: 303, headers: { location } };
}

/**
 * GoTrue's `prepErrorRedirectURL`: the error goes in the fragment, and for a PKCE link in the
 * query as well, so that a page that reads either sees it.
 */
function errorRedirect(redirectTo: string, error: AuthError, pkce: boolean): Reply {
  const values: Record<string, string> = { error_code: error.code, error_description: error.message, sb: '' };
  const oauthError = OAUTH_ERRORS[error.status];
  if (oauthError) values['error'] = oauthError;
  const [withoutFragment = ''] = redirectTo.split('#');
  if (!pkce) return redirectReply(`${withoutFragment}#${goEncodeValues(values)}`);
  const url = new URL(withoutFragment);
  for (const [key, value] of Object.entries(values)) url.searchParams.set(key, value);
  return redirectReply(`${url.toString()}#${goEncodeValues(values)}`);
}

const TOKEN_COLUMNS: Record<LinkType, { token: string; sentAt: string }> = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
};

/**
 * Consumes a signup or recovery link as GoTrue's `signupVerify` / `recoverVerify`: the token
 * is single-use and expires after `MAILER_OTP_EXP`; both confirm the address (a recovery
 * link proves the inbox too). Returns the user; the caller signs them in or issues a code.
 */
async function consumeLink(tx: Transaction, context: Context, type: LinkType, tokenHash: string): Promise<UserRow> {
  const columns = TOKEN_COLUMNS[type];
  const { rows } = await tx.query<UserRow & Record<string, unknown>>(
    `select * from auth.users where ${columns.token} = $1 and ${columns.token} <> '' for update`,
    [tokenHash],
  );
  const user = rows[0];
  const now = context.clock();
  const sentAt = user?.[columns.sentAt] as Date | null | undefined;
  const expired = !sentAt || now > sentAt.getTime() + AUTH_SETTINGS.otpExpiry * 1000;
  if (!user || expired) throw new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
  if (user.banned_until && user.banned_until.getTime() > now) throw new AuthError(403, 'user_banned', 'User is banned');
  await tx.query(
    `update auth.users
     set ${columns.token} = '', updated_at = $2,
         email_confirmed_at = coalesce(email_confirmed_at, $2),
         raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
     where id = $1`,
    [user.id, new Date(now)],
  );
  await tx.query(
    `update auth.identities
     set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = $2
     where user_id = $1 and provider = 'email' and email = lower($3)`,
    [user.id, new Date(now), user.email ?? ''],
  );
  return user;
}

/**
 * `GET /auth/v1/verify?token=…&type=signup|recovery&redirect_to=…`, the link in the mail.
 * Implicit success: 303 to the redirect with the session in the fragment (keys sorted, as Go
 * encodes them). PKCE link (`pkce_` token): 303 to the redirect with `?code=<auth code>`,
 * which only the browser holding the code verifier can exchange. A bad, used or expired
 * link: 303 with `error=access_denied&error_code=otp_expired…`. A missing token or type: a
 * 400 JSON error.
 */
export async function verify(request: ApiRequest, context: Context): Promise<Reply> {
  limitRequests(request, context, 'verify');
  const token = request.url.searchParams.get('token') ?? '';
  const type = request.url.searchParams.get('type') ?? '';
  const redirectTo = resolveRedirect(request, context.siteUrl);
  if (!type) throw new AuthError(400, 'validation_failed', 'Verify requires a verification type');
  if (!token) throw new AuthError(400, 'validation_failed', 'Verify requires a token or a token hash');
  const pkce = token.startsWith('pkce_');
  if (type !== 'signup' && type !== 'recovery') {
    return errorRedirect(redirectTo, new AuthError(400, 'validation_failed', 'Invalid email verification type'), pkce);
  }
  try {
    return await context.db.transaction(async (tx) => {
      const user = await consumeLink(tx, context, type, token);
      if (pkce) {
        const code = await issueAuthCode(tx, context, user.id, type === 'signup' ? 'email/signup' : 'recovery');
        const url = new URL(redirectTo.split('#')[0]!);
        url.searchParams.set('code', code);
        return redirectReply(url.toString());
      }
      const session = await issueSession(tx, context, user.id, 'otp');
      const fragment = goEncodeValues({
        access_token: session.access_token,
        token_type: session.token_type,
        expires_in: String(session.expires_in),
        expires_at: String(session.expires_at),
        refresh_token: session.refresh_token,
        sb: '',
        type,
      });
      return redirectReply(`${redirectTo}#${fragment}`);
    });
  } catch (error) {
    if (error instanceof AuthError) return errorRedirect(redirectTo, error, pkce);
    throw error;
  }
}
