/**
 * A page's address in each language: English keeps the unprefixed path, every other language
 * puts its code first (`/es/learn-now`). Pure, so pages, islands and scripts share one rule.
 */
import { DEFAULT_LANG, isLang, LANGUAGES, type Lang } from './languages.ts';

/** The language of a URL path: its first segment when that is a language code, else English. */
export function langFromPath(pathname: string): Lang {
  const first = pathname.split('/')[1]?.toLowerCase();
  return isLang(first) ? first : DEFAULT_LANG;
}

/** `pathname` without its language prefix: `/es/learn-now` → `/learn-now`, `/es` → `/`. */
export function pathWithoutLang(pathname: string): string {
  const lang = langFromPath(pathname);
  if (lang === DEFAULT_LANG) return pathname || '/';
  return pathname.slice(lang.length + 1) || '/';
}

/**
 * The address of a site path in `lang`: `localHref('es', '/learn-now')` → `/es/learn-now`.
 * Anything that is not a site path (`#id`, `https://…`, `mailto:`) is returned unchanged, and a
 * path already in some language is moved to `lang`.
 */
export function localHref(lang: Lang, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const bare = pathWithoutLang(path);
  if (lang === DEFAULT_LANG) return bare;
  return bare === '/' ? `/${lang}/` : `/${lang}${bare}`;
}

/** The same page in every language, for hreflang links and the language switcher. */
export function alternates(pathname: string): { lang: Lang; href: string }[] {
  return LANGUAGES.map(({ code }) => ({ lang: code, href: localHref(code, pathname) }));
}

/**
 * `getStaticPaths` entries for a page in every language: `lang` is the route's rest parameter
 * (`src/pages/[...lang]/`), undefined for English so its URLs keep no prefix.
 */
export function langPaths(): { params: { lang: string | undefined }; props: { lang: Lang } }[] {
  return LANGUAGES.map(({ code }) => ({ params: { lang: code === DEFAULT_LANG ? undefined : code }, props: { lang: code } }));
}
