import { describe, expect, it } from 'vitest';
import { backendConnectSources, LOCAL_BACKEND_URL, resolveBackend } from './shared/rules/backend.ts';
import { MODULE_TABLE } from './path/rules/curriculum.ts';
import { MOVED_PATHS, siteRedirects } from './content-build/http/redirects.ts';
import { allRoutes } from '../tests/routes.ts';
import { companyNameFrom } from './site.config.ts';
import { redirectsFile, SECURITY_HEADERS } from './content-build/http/security-headers.ts';
import { dictionaryFiles, dictionarySchema, t } from './i18n/index.ts';

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

describe('module addresses', () => {
  it('give each module one page, /learn/{id}, and redirect its other addresses there', () => {
    const redirects = siteRedirects();
    for (const { id } of MODULE_TABLE) expect(redirects[`/interactive-learn/${id}`]).toBe(`/learn/${id}`);
    expect(redirects['/learn/colonialism-money-trade']).toBe('/learn/money-as-control');
    expect(redirects['/learn/defi-protocols']).toBe('/learn/decentralized-finance-defi');
    for (const target of Object.values(MOVED_PATHS)) expect(MODULE_TABLE.map(({ id }) => `/learn/${id}`)).toContain(target);
  });

  it('lists every page route once, and none that redirects', () => {
    const routes = allRoutes(['financial-basics']);
    expect(routes).toHaveLength(9 + 1 + MODULE_TABLE.length);
    expect(new Set(routes).size).toBe(routes.length);
    for (const from of Object.keys(siteRedirects())) expect(routes).not.toContain(from);
  });
});

describe('company name', () => {
  it('comes from PUBLIC_COMPANY_NAME, and is "The Vault Club" when none is set', () => {
    expect(companyNameFrom({ PUBLIC_COMPANY_NAME: ' Vault Club Cooperative Ltd ' })).toBe('Vault Club Cooperative Ltd');
    expect(companyNameFrom({})).toBe('The Vault Club');
    expect(companyNameFrom({ PUBLIC_COMPANY_NAME: '' })).toBe('The Vault Club');
  });
});

describe('security headers', () => {
  it('deny framing and sniffing, for the server and the _headers file', () => {
    expect(SECURITY_HEADERS['X-Frame-Options']).toBe('DENY');
    expect(SECURITY_HEADERS['X-Content-Type-Options']).toBe('nosniff');
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
