/**
 * The languages the site speaks. English keeps the unprefixed URLs; every other language lives
 * under `/<code>/`. Adding a language is a new entry here plus its translations
 * (`src/i18n/<code>/`, `content/<code>/`); see content/README.md.
 */
export const LANGUAGES = [
  /** `code`: the URL prefix and folder name; `tag`: the BCP 47 tag for `<html lang>`, hreflang and Intl; `name`: the language's own name. */
  { code: 'en', tag: 'en', name: 'English' },
  { code: 'es', tag: 'es', name: 'Español' },
  { code: 'pt-br', tag: 'pt-BR', name: 'Português' },
] as const;

export type Lang = (typeof LANGUAGES)[number]['code'];

/** The language whose URLs have no prefix, and whose text every other language falls back to. */
export const DEFAULT_LANG: Lang = 'en';

/** The languages that are translations of English. */
export const TRANSLATED_LANGS = LANGUAGES.filter((language) => language.code !== DEFAULT_LANG).map((language) => language.code);

/** Whether `value` is one of the site's language codes. */
export function isLang(value: unknown): value is Lang {
  return LANGUAGES.some((language) => language.code === value);
}

/** The BCP 47 tag of `lang` (`pt-BR` for `pt-br`), for `<html lang>`, hreflang and `Intl`. */
export function langTag(lang: Lang): string {
  return LANGUAGES.find((language) => language.code === lang)?.tag ?? 'en';
}
