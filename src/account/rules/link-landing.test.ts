// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readAuthCallback } from './auth-callback.ts';
import { confirmationTarget, keepWelcome, signInAfterFailedLink, takeWelcome, withoutCallback } from './link-landing.ts';

describe('where a confirmation link lands', () => {
  it('is the page the learner came from, else the learning path in the language of the form', () => {
    expect(confirmationTarget('https://vault.example', '/auth', undefined)).toBe('https://vault.example/learn-now');
    expect(confirmationTarget('https://vault.example', '/es/auth', undefined)).toBe('https://vault.example/es/learn-now');
    expect(confirmationTarget('https://vault.example', '/pt-br/auth/', '/pt-br/learn/what-is-money-really')).toBe(
      'https://vault.example/pt-br/learn/what-is-money-really',
    );
  });
});

describe('the address once the link is taken', () => {
  it('keeps the page, its own query and fragment, without the link’s answer', () => {
    expect(withoutCallback('/learn-now?code=abc')).toBe('/learn-now');
    expect(withoutCallback('/es/learn-now?tab=2&code=abc#path')).toBe('/es/learn-now?tab=2#path');
    expect(withoutCallback('/learn-now?error=access_denied&error_code=otp_expired&error_description=Email+link&sb=')).toBe('/learn-now');
    expect(withoutCallback('/learn-now#error=access_denied&error_code=otp_expired')).toBe('/learn-now');
  });
});

describe('a link that did not sign in', () => {
  it('goes to the sign-in page in the page’s language, which reads back the same problem, then returns to the page', () => {
    for (const problem of ['expired', 'used', 'otherBrowser', 'invalid'] as const) {
      const target = new URL(signInAfterFailedLink('/es/learn-now?code=abc', problem, 'abc'), 'https://vault.example');
      expect(target.pathname).toBe('/es/auth');
      expect(target.searchParams.get('next')).toBe('/es/learn-now');
      expect(target.searchParams.has('code')).toBe(false);
      expect(readAuthCallback(target.search, '')).toEqual({ kind: 'error', problem });
    }
  });

  it('hands the code to the sign-in page when Auth could not be reached, which tries again', () => {
    const target = new URL(signInAfterFailedLink('/learn-now?code=abc', 'network', 'abc'), 'https://vault.example');
    expect(target.pathname).toBe('/auth');
    expect(target.searchParams.get('code')).toBe('abc');
    expect(target.searchParams.get('next')).toBe('/learn-now');
  });
});

describe('the welcome kept for the landing', () => {
  afterEach(() => window.localStorage.clear());

  it('is taken once', () => {
    keepWelcome({ title: 'Correo confirmado', description: '¡Te damos la bienvenida!' });
    expect(takeWelcome()).toEqual({ title: 'Correo confirmado', description: '¡Te damos la bienvenida!' });
    expect(takeWelcome()).toBeUndefined();
  });

  it('ignores what is not a message', () => {
    window.localStorage.setItem('vault-club:link-welcome', '{"title":3}');
    expect(takeWelcome()).toBeUndefined();
  });
});
