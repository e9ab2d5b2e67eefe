/**
 * What the site does with the text a visitor types into the account and early-access forms
 * before anything is checked or sent.
 */

/** Removes `<` and `>` and the spaces around the text: the product's rule for e-mail and name fields. */
export function sanitizeInput(value: string): string {
  return value.replace(/[<>]/g, '').trim();
}

/** The longest address the site accepts (RFC 5321's path limit, and the early-access table's). */
const MAX_EMAIL_LENGTH = 254;

/**
 * Whether `value` (already sanitised) looks like an e-mail address, by the product's rule:
 * text without spaces, `@`, text, a dot, text (neither part may hold another `@`), at most
 * 254 characters. It only catches typing mistakes; the server has the final word. Written
 * without a backtracking regular expression so that a long hostile value costs linear time.
 */
export function isValidEmail(value: string): boolean {
  if (value.length > MAX_EMAIL_LENGTH || /\s/.test(value)) return false;
  const parts = value.split('@');
  if (parts.length !== 2) return false;
  const [local = '', domain = ''] = parts;
  const dot = domain.indexOf('.', 1);
  return local !== '' && dot > 0 && domain.lastIndexOf('.') < domain.length - 1;
}

/** The longest name the site accepts, after trimming (the database refuses longer ones too). */
const MAX_NAME_LENGTH = 80;

/**
 * What is wrong with a name (already sanitised): `required` when empty, `long` over 80
 * characters (code points), `invalid` with a control character; undefined when it is fine.
 * The database checks the same rule on the account's metadata.
 */
export function nameProblem(value: string): 'required' | 'long' | 'invalid' | undefined {
  if (value === '') return 'required';
  if ([...value].length > MAX_NAME_LENGTH) return 'long';
  if (/\p{Cc}/u.test(value)) return 'invalid';
  return undefined;
}
