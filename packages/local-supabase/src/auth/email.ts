import { AuthError } from './errors.ts';

/** Characters of a dot-separated part of the local part, as in GoTrue's pattern. */
const LOCAL_PART = /^[\w!#$%&'*+/=?^`{|}~\u00a0-\uffef-]+$/;
/** Every character a domain may hold. */
const DOMAIN_CHARACTERS = /^[\w.~\u00a0-\uffef-]+$/;
/** A label ending in a letter, digit or non-ASCII character, a dot, and a letter or non-ASCII character. */
const DOMAIN_DOT = /[a-z\d\u00a0-\uffef]\.[a-z\u00a0-\uffef]/i;
const FIRST = /^[a-z\d\u00a0-\uffef]/i;
const LAST = /[a-z\u00a0-\uffef]$/i;

/**
 * GoTrue's e-mail pattern (Go's RE2, which runs in linear time), rewritten as checks that
 * each run in linear time in JavaScript too, because the nested quantifiers of the original
 * backtrack catastrophically in a backtracking engine. It accepts the same addresses:
 * dot-separated local parts, and a domain that starts with a letter or digit, ends (before
 * an optional final dot) with a letter, and has a dot between a letter or digit and a letter.
 */
export function matchesEmailPattern(email: string): boolean {
  const at = email.lastIndexOf('@');
  if (at <= 0) return false;
  const local = email.slice(0, at);
  const domain = email.endsWith('.') ? email.slice(at + 1, -1) : email.slice(at + 1);
  return (
    local.split('.').every((part) => LOCAL_PART.test(part)) &&
    DOMAIN_CHARACTERS.test(domain) &&
    FIRST.test(domain) &&
    LAST.test(domain) &&
    DOMAIN_DOT.test(domain)
  );
}

/** GoTrue's `validateEmail`: required, at most 255 characters, a plausible format; lower-cased. */
export function validateEmail(email: string): string {
  if (email === '') throw new AuthError(400, 'validation_failed', 'An email address is required');
  if (email.length > 255) throw new AuthError(400, 'validation_failed', 'An email address is too long');
  if (!matchesEmailPattern(email)) throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  return email.toLowerCase();
}
