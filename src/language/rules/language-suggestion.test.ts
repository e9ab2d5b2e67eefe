import { describe, expect, it } from 'vitest';
import { matchBrowserLanguage, suggestedLanguage } from './language-suggestion.ts';

describe('the language to offer on a first visit', () => {
  it("matches a browser's languages to the site's: the exact tag first, then the primary language", () => {
    expect(matchBrowserLanguage(['pt-BR', 'en'])).toBe('pt-br');
    expect(matchBrowserLanguage(['pt-PT'])).toBe('pt-br');
    expect(matchBrowserLanguage(['es-MX', 'en-US'])).toBe('es');
    expect(matchBrowserLanguage(['fr-FR', 'de'])).toBeUndefined();
    expect(matchBrowserLanguage(['fr-FR', 'es'])).toBe('es');
  });

  it("offers the browser's language on a page in another language, nothing on a page already in it", () => {
    expect(suggestedLanguage('en', undefined, ['pt-BR'])).toBe('pt-br');
    expect(suggestedLanguage('pt-br', undefined, ['pt-BR'])).toBeUndefined();
    expect(suggestedLanguage('en', undefined, ['en-GB', 'pt-BR'])).toBeUndefined();
  });

  it("puts the visitor's own choice before the browser's, and a choice of the page's language ends the offer", () => {
    expect(suggestedLanguage('en', 'es', ['pt-BR'])).toBe('es');
    expect(suggestedLanguage('en', 'en', ['pt-BR'])).toBeUndefined();
    expect(suggestedLanguage('es', 'en', ['es-ES'])).toBe('en');
  });
});
