/**
 * The password policy for new accounts, identical to the server's (GoTrue's
 * `PASSWORD_MIN_LENGTH` 8 and `PASSWORD_REQUIRED_CHARACTERS` "lowercase, uppercase letters,
 * digits and symbols", see `packages/local-supabase/src/config.ts`), so that the browser never accepts a
 * password the server refuses. Sign-in checks none of it.
 */

/** The fewest characters a password may have. */
export const PASSWORD_MIN_LENGTH = 8;

/** GoTrue's symbol set: a password needs one of exactly these to count as having a special character. */
export const PASSWORD_SYMBOLS = '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~';

/** One rule of the policy, in the order the messages are listed under the field. */
export type PasswordRule = 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';

const CHARACTER_SETS: Readonly<Record<Exclude<PasswordRule, 'length'>, string>> = {
  uppercase: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  lowercase: 'abcdefghijklmnopqrstuvwxyz',
  number: '0123456789',
  special: PASSWORD_SYMBOLS,
};

/** Every rule, in display order. */
export const PASSWORD_RULES: readonly PasswordRule[] = ['length', 'uppercase', 'lowercase', 'number', 'special'];

/**
 * The rules `password` does not meet, in display order; empty when it is strong enough.
 * Length counts characters (the server counts bytes, so it never refuses what passes here).
 */
export function unmetPasswordRules(password: string): PasswordRule[] {
  const characters = [...password];
  return PASSWORD_RULES.filter((rule) =>
    rule === 'length' ? characters.length < PASSWORD_MIN_LENGTH : !characters.some((char) => CHARACTER_SETS[rule].includes(char)),
  );
}
