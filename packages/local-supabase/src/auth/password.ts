import { AUTH_SETTINGS } from './settings.ts';
import { AuthError } from './errors.ts';

/** bcrypt only reads 72 bytes, so GoTrue refuses longer passwords. */
const MAX_PASSWORD_BYTES = 72;

/** What GoTrue reports for a password that fails the policy: its message and the reasons. */
export interface WeakPassword {
  message: string;
  reasons: string[];
}

/**
 * GoTrue's `checkPasswordStrength` with the site's policy: at least 8 characters and one
 * character from each required set. Returns the weakness, or `undefined` for a strong
 * password; throws `validation_failed` for one longer than 72 bytes.
 */
export function passwordWeakness(password: string): WeakPassword | undefined {
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) {
    throw new AuthError(400, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  const messages: string[] = [];
  const reasons: string[] = [];
  if (Buffer.byteLength(password) < AUTH_SETTINGS.passwordMinLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${AUTH_SETTINGS.passwordMinLength} characters.`);
  }
  const sets = AUTH_SETTINGS.passwordRequiredCharacters;
  if (sets.some((set) => ![...password].some((char) => set.includes(char)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`);
  }
  return reasons.length > 0 ? { message: messages.join(' '), reasons } : undefined;
}

/** Throws GoTrue's 422 `weak_password` error when the password fails the policy. */
export function assertStrongPassword(password: string): void {
  const weakness = passwordWeakness(password);
  if (weakness) throw new AuthError(422, 'weak_password', weakness.message, weakness.reasons);
}
