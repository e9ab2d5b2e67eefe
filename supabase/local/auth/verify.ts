import { AUTH_SETTINGS } from '../config.ts';
import type { ApiRequest, Context, Reply } from '../http.ts';
import { AuthError } from './errors.ts';
import { goEncodeValues, resolveRedirect } from './redirect.ts';
import { issueSession, type TokenResponse } from './sessions.ts';
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

/** GoTrue's `prepErrorRedirectURL` for the implicit flow: the error goes in the fragment. */
function errorRedirect(redirectTo: string, error: AuthError): Reply {
  const values: Record<string, string> = { error_code: error.code, error_description: error.message, sb: '' };
  const oauthError = OAUTH_ERRORS[error.status];
  if (oauthError) values['error'] = oauthError;
  const [withoutFragment = ''] = redirectTo.split('#');
  return redirectReply(`${withoutFragment}#${goEncodeValues(values)}`);
}

/** Confirms the user behind a signup link, as GoTrue's `signupVerify` does, and signs them in. */
async function confirmSignup(context: Context, tokenHash: string): Promise<TokenResponse> {
  return context.db.transaction(async (tx) => {
    const { rows } = await tx.query<UserRow>(
      `select * from auth.users where confirmation_token = $1 and confirmation_token <> '' for update`,
      [tokenHash],
    );
    const user = rows[0];
    const now = context.clock();
    const expired = !user?.confirmation_sent_at || now > user.confirmation_sent_at.getTime() + AUTH_SETTINGS.otpExpiry * 1000;
    if (!user || expired) throw new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
    if (user.banned_until && user.banned_until.getTime() > now) throw new AuthError(403, 'user_banned', 'User is banned');
    await tx.query(
      `update auth.users
       set confirmation_token = '', email_confirmed_at = $2, updated_at = $2,
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
    return issueSession(tx, context, user.id, 'otp');
  });
}

/**
 * `GET /auth/v1/verify?token=…&type=signup&redirect_to=…`, the link in the confirmation
 * mail. Success: 303 to the redirect with the session in the fragment (keys sorted, as Go
 * encodes them). A bad, used or expired link: 303 with `error=access_denied&error_code=
 * otp_expired…` in the fragment. A missing token or type: a 400 JSON error.
 */
export async function verify(request: ApiRequest, context: Context): Promise<Reply> {
  const token = request.url.searchParams.get('token') ?? '';
  const type = request.url.searchParams.get('type') ?? '';
  const redirectTo = resolveRedirect(request, context.siteUrl);
  if (!type) throw new AuthError(400, 'validation_failed', 'Verify requires a verification type');
  if (!token) throw new AuthError(400, 'validation_failed', 'Verify requires a token or a token hash');
  if (token.startsWith('pkce_')) {
    return errorRedirect(redirectTo, new AuthError(400, 'validation_failed', 'PKCE links are not supported by the local stand-in'));
  }
  if (type !== 'signup') return errorRedirect(redirectTo, new AuthError(400, 'validation_failed', 'Invalid email verification type'));
  let session: TokenResponse;
  try {
    session = await confirmSignup(context, token);
  } catch (error) {
    if (error instanceof AuthError) return errorRedirect(redirectTo, error);
    throw error;
  }
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
}
