import { describe, expect, it } from 'vitest';
import { cacheId, isOfflineCache, offlineCacheLang, serviceWorkerScope, serviceWorkerUrl } from './offline-workers.ts';

describe('one offline service worker per language', () => {
  it('is served from the language’s folder and controls only it; English’s from the root, as before there were languages', () => {
    const langs = ['en', 'es', 'pt-br'] as const;
    expect(langs.map((lang) => serviceWorkerUrl(lang))).toEqual(['/sw.js', '/es/sw.js', '/pt-br/sw.js']);
    expect(langs.map((lang) => serviceWorkerScope(lang))).toEqual(['/', '/es/', '/pt-br/']);
  });

  it('names its caches after its language; English keeps the names existing installs have', () => {
    expect(cacheId('en')).toBe('vault-club');
    expect(cacheId('es')).toBe('vault-club-es');
    expect(cacheId('pt-br')).toBe('vault-club-pt-br');
  });

  it('tells which language a cache holds, so that the other languages’ can be deleted', () => {
    const origin = 'https://vault.example';
    expect(offlineCacheLang(`vault-club-precache-v2-${origin}/`)).toBe('en');
    expect(offlineCacheLang('vault-club-pages')).toBe('en');
    expect(offlineCacheLang('vault-club-assets')).toBe('en');
    expect(offlineCacheLang(`vault-club-es-precache-v2-${origin}/es/`)).toBe('es');
    expect(offlineCacheLang('vault-club-es-pages')).toBe('es');
    expect(offlineCacheLang('vault-club-pt-br-assets')).toBe('pt-br');
    expect(offlineCacheLang(`vault-club-pt-br-precache-v2-${origin}/pt-br/`)).toBe('pt-br');
    // Another script's cache is none of theirs, in no language.
    expect(offlineCacheLang('other-cache')).toBeUndefined();
    expect(isOfflineCache('other-cache')).toBe(false);
  });
});
