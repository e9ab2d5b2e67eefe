import { createHash, randomInt } from 'node:crypto';
import { AUTH_SETTINGS } from './settings.ts';
import type { Transaction } from '../db.ts';
import type { Context } from '../http.ts';
import { deliver, templateMail } from '../mail.ts';
import { AuthError } from './errors.ts';
import { createFlowState, type CodeChallenge } from './pkce.ts';
import { goQueryEscape } from './redirect.ts';
import type { UserRow } from './users.ts';

/** The two kinds of e-mail link the site uses: confirm a new account, or choose a new password. */
export type LinkType = 'signup' | 'recovery';

const COLUMNS = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at', flow: 'email/signup' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at', flow: 'recovery' },
} as const;

/** GoTrue's `encodeRedirectURL`: escaped only when it holds `&`, `=` or `#`. */
function encodeRedirect(url: string): string {
  return /[&=#]/.test(url) ? goQueryEscape(url) : url;
}

/**
 * GoTrue's `sendConfirmation` / `sendPasswordRecovery`: one mail per 60 s per user and kind
 * (429 `over_email_send_rate_limit`), a fresh hashed token (prefixed `pkce_` and tied to a
 * flow state when the request carried a code challenge), and the link to `/verify`.
 */
export async function sendLink(
  tx: Transaction,
  context: Context,
  user: UserRow,
  type: LinkType,
  redirectTo: string,
  challenge: CodeChallenge | undefined,
): Promise<void> {
  const columns = COLUMNS[type];
  const now = context.clock();
  const sentAt = (type === 'signup' ? user.confirmation_sent_at : user.recovery_sent_at)?.getTime();
  const nextAllowed = sentAt === undefined ? 0 : sentAt + AUTH_SETTINGS.mailMaxFrequency * 1000;
  if (now < nextAllowed) {
    const seconds = Math.trunc((nextAllowed - now) / 1000);
    throw new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${seconds} seconds.`);
  }
  const otp = String(randomInt(10 ** AUTH_SETTINGS.otpLength)).padStart(AUTH_SETTINGS.otpLength, '0');
  const hash = createHash('sha224')
    .update(`${user.email ?? ''}${otp}`)
    .digest('hex');
  const tokenHash = challenge ? `pkce_${hash}` : hash;
  if (challenge) await createFlowState(tx, context, user.id, challenge, columns.flow);
  const link = `${context.apiUrl}/auth/v1/verify?token=${goQueryEscape(tokenHash)}&type=${type}&redirect_to=${encodeRedirect(redirectTo)}`;
  await tx.query(`update auth.users set ${columns.token} = $2, ${columns.sentAt} = $3 where id = $1`, [user.id, tokenHash, new Date(now)]);
  const email = user.email ?? '';
  const mail = templateMail(type === 'signup' ? 'confirmation' : 'recovery', email, {
    ConfirmationURL: link,
    Email: email,
    SiteURL: context.siteUrl,
    Data: user.raw_user_meta_data ?? {},
  });
  await deliver(tx, mail, now);
  context.log(`Mail to ${user.email}: ${link}`);
}
