import { describe, expect, it } from 'vitest';
import { backendConnectSources, LOCAL_BACKEND_URL, resolveBackend } from '../../src/lib/backend';
import { ALL_MODULE_LESSON_SLUGS, MODULE_LESSON_SLUGS, moduleIdForSlug, slugForModule } from '../../src/lib/curriculum';
import { allRoutes } from '../../src/lib/routes';
import { headersFile, redirectsFile, SECURITY_HEADERS } from '../../src/lib/security-headers';
import { dictionaryFiles, dictionarySchema, t } from '../../src/i18n';

describe('backend configuration', () => {
  it('defaults to the local stand-in and drops a trailing slash', () => {
    expect(resolveBackend({}).url).toBe(LOCAL_BACKEND_URL);
    expect(resolveBackend({ PUBLIC_SUPABASE_URL: 'https://abc.supabase.co/', PUBLIC_SUPABASE_ANON_KEY: 'k' })).toEqual({
      url: 'https://abc.supabase.co',
      anonKey: 'k',
    });
  });

  it('allows https and wss for a hosted backend, plus http and ws for the local one', () => {
    expect(backendConnectSources('https://abc.supabase.co')).toEqual(['https://abc.supabase.co', 'wss://abc.supabase.co']);
    expect(backendConnectSources('http://127.0.0.1:54321')).toEqual([
      'http://127.0.0.1:54321',
      'ws://127.0.0.1:54321',
      'https://127.0.0.1:54321',
      'wss://127.0.0.1:54321',
    ]);
  });
});

describe('lesson slugs', () => {
  it('has the 18 product slugs, with colonialism-money-trade for money-as-control', () => {
    expect(MODULE_LESSON_SLUGS).toHaveLength(18);
    expect(MODULE_LESSON_SLUGS).toContain('colonialism-money-trade');
    expect(MODULE_LESSON_SLUGS).not.toContain('money-as-control');
    expect(ALL_MODULE_LESSON_SLUGS).toHaveLength(19);
  });

  it('maps both money-as-control paths to the same module, and nothing else', () => {
    expect(moduleIdForSlug('colonialism-money-trade')).toBe('money-as-control');
    expect(moduleIdForSlug('money-as-control')).toBe('money-as-control');
    expect(moduleIdForSlug('tokens-tokenization')).toBe('tokens-tokenization');
    expect(moduleIdForSlug('financial-basics')).toBeUndefined();
    expect(slugForModule('money-as-control')).toBe('colonialism-money-trade');
  });

  it('lists every page route once', () => {
    const routes = allRoutes(['financial-basics']);
    expect(routes).toHaveLength(9 + 18 + 1 + 19);
    expect(new Set(routes).size).toBe(routes.length);
  });
});

describe('security headers', () => {
  it('deny framing and sniffing, for the server and the _headers file', () => {
    expect(SECURITY_HEADERS['X-Frame-Options']).toBe('DENY');
    expect(SECURITY_HEADERS['X-Content-Type-Options']).toBe('nosniff');
    expect(headersFile()).toMatch(/^\/\*\n {2}Content-Security-Policy: frame-ancestors 'none'/);
    expect(redirectsFile({ '/a': '/b' })).toBe('/a /b 301\n');
  });
});

describe('UI dictionary', () => {
  it('has only non-empty strings and no key in two files', () => {
    const keys = Object.values(dictionaryFiles).flatMap((file) => Object.keys(file));
    expect(new Set(keys).size).toBe(keys.length);
    for (const file of Object.values(dictionaryFiles)) expect(dictionarySchema.safeParse(file).success).toBe(true);
  });

  it('fills placeholders', () => {
    expect(t('footer.rights', { year: 2025, company: 'Acme' })).toBe('© 2025 Acme');
  });
});
