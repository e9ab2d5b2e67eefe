/**
 * The rules of the `/auth` form as pure functions: which mode the page opens in, and what is
 * wrong with what was typed. The island turns the problem codes into the product's texts.
 */
import { isValidEmail, nameProblem, sanitizeInput } from './auth-input.ts';
import { isLearningPath, safeNextPath } from './safe-redirect.ts';
import { unmetPasswordRules, type PasswordRule } from './password-policy.ts';

/** Sign in to an existing account, or create one. */
export type AuthMode = 'sign-in' | 'sign-up';

/** The three fields, as typed. */
export interface AuthFields {
  name: string;
  email: string;
  password: string;
}

/** What the query string of `/auth` asks for. */
export interface AuthQuery {
  mode: AuthMode;
  /** The address from `?email=`, sanitised. */
  email: string;
  /**
   * True when `?email=` held a valid address (it came from the early-access form): the page
   * offers "Complete Account", keeps the address fixed and hides the mode toggle.
   */
  prefilled: boolean;
  /** Where to go after signing in (a same-site path), from `?next=`. */
  next: string | undefined;
  /**
   * True when `next` is a learning page and the address is not fixed: the visitor came to
   * learn, so the page opens on creating a free account and says what it gives, with
   * signing in one tap away.
   */
  cameToLearn: boolean;
}

/**
 * Reads `?email=` and `?next=`. An invalid `?email=` still opens sign-up, with the address
 * editable; so does a `next` that is a learning page.
 */
export function readAuthQuery(search: string, origin: string): AuthQuery {
  const params = new URLSearchParams(search);
  const raw = params.get('email');
  const email = raw === null ? '' : sanitizeInput(raw);
  const next = safeNextPath(params.get('next'), origin);
  const prefilled = raw !== null && isValidEmail(email);
  const cameToLearn = !prefilled && isLearningPath(next);
  return { mode: raw === null && !cameToLearn ? 'sign-in' : 'sign-up', email, prefilled, next, cameToLearn };
}

/** A problem with one field. */
export type FieldProblem = 'required' | 'invalid' | 'long' | PasswordRule;

/** The problems of each field that has any, in form order. */
export type AuthFormErrors = Partial<Record<keyof AuthFields, FieldProblem[]>>;

/**
 * Sanitises the name and e-mail (the password is used as typed) and checks the fields the
 * mode needs: at sign-up a name (1–80 characters, no control characters), a valid address and a password meeting every rule (an empty
 * one meets none); at sign-in a valid address and any non-empty password.
 */
export function checkAuthForm(mode: AuthMode, fields: AuthFields): { values: AuthFields; errors: AuthFormErrors } {
  const values = { name: sanitizeInput(fields.name), email: sanitizeInput(fields.email), password: fields.password };
  const errors: AuthFormErrors = {};
  const name = mode === 'sign-up' ? nameProblem(values.name) : undefined;
  if (name) errors.name = [name];
  if (!isValidEmail(values.email)) errors.email = ['invalid'];
  const passwordProblems: FieldProblem[] = mode === 'sign-up' ? unmetPasswordRules(values.password) : values.password ? [] : ['required'];
  if (passwordProblems.length > 0) errors.password = passwordProblems;
  return { values, errors };
}
