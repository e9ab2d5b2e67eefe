/**
 * What the site does with the text a visitor types into the account and early-access forms
 * before anything is checked or sent.
 */

/** Removes `<` and `>` and the spaces around the text: the product's rule for e-mail and name fields. */
export function sanitizeInput(value: string): string {
  return value.replace(/[<>]/g, '').trim();
}

/**
 * The product's e-mail rule: text without spaces, `@`, text, a dot, text (neither part may
 * hold another `@`). It only catches typing mistakes; the server has the final word.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `value` (already sanitised) looks like an e-mail address. */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
