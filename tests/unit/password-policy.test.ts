import { describe, expect, it } from 'vitest';
import { AUTH_SETTINGS, passwordWeakness } from '@vault-club/local-supabase';
import { PASSWORD_MIN_LENGTH, PASSWORD_RULES, PASSWORD_SYMBOLS, unmetPasswordRules } from '../../src/account/rules/password-policy.ts';

describe('unmetPasswordRules', () => {
  it('finds nothing wrong with a strong password', () => {
    expect(unmetPasswordRules('Vault-Club-2025!')).toEqual([]);
    expect(unmetPasswordRules('aA1!aaaa')).toEqual([]);
  });

  it('lists every unmet rule in display order', () => {
    expect(unmetPasswordRules('')).toEqual(['length', 'uppercase', 'lowercase', 'number', 'special']);
    expect(unmetPasswordRules('short')).toEqual(['length', 'uppercase', 'number', 'special']);
    expect(unmetPasswordRules('alllowercase1!')).toEqual(['uppercase']);
    expect(unmetPasswordRules('ALLUPPERCASE1!')).toEqual(['lowercase']);
    expect(unmetPasswordRules('NoDigits!!')).toEqual(['number']);
    expect(unmetPasswordRules('NoSymbols123')).toEqual(['special']);
    expect(unmetPasswordRules('aA1!aaa')).toEqual(['length']);
  });

  it('counts each symbol of the server set as special, and nothing else', () => {
    for (const symbol of PASSWORD_SYMBOLS) expect(unmetPasswordRules(`Abcdefg1${symbol}`), symbol).toEqual([]);
    for (const other of ['£', '€', '§', '¡', '•', ' ', 'é']) expect(unmetPasswordRules(`Abcdefg1${other}`), other).toEqual(['special']);
  });

  it('takes upper and lower case and digits from the ASCII sets, as the server does', () => {
    expect(unmetPasswordRules('ÉCOLE-école-1')).toEqual([]);
    expect(unmetPasswordRules('école-école-1')).toEqual(['uppercase']);
    expect(unmetPasswordRules('Abcdefg!٣')).toEqual(['number']);
  });

  it('counts characters, not bytes or UTF-16 units', () => {
    expect(unmetPasswordRules('Aa1!😀😀😀')).toEqual(['length']);
  });
});

describe('the site and the server agree', () => {
  it('has the same minimum length and the same character sets', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(AUTH_SETTINGS.passwordMinLength);
    expect(AUTH_SETTINGS.passwordRequiredCharacters[3]).toBe(PASSWORD_SYMBOLS);
    expect(PASSWORD_RULES).toHaveLength(5);
  });

  it('accepts exactly the passwords the server accepts, over many samples', () => {
    const alphabet = `aZ9${PASSWORD_SYMBOLS}é€ `;
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let sample = 0; sample < 2000; sample++) {
      const length = 1 + Math.floor(random() * 12);
      const password = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      const siteAccepts = unmetPasswordRules(password).length === 0;
      const serverAccepts = passwordWeakness(password) === undefined;
      if (siteAccepts) expect(serverAccepts, password).toBe(true);
      if (serverAccepts && [...password].length >= PASSWORD_MIN_LENGTH) expect(siteAccepts, password).toBe(true);
    }
  });
});
