import { LANGUAGES, type Lang } from '../../i18n/languages.ts';

/**
 * The site language that best matches a browser's preferred languages (`navigator.languages`,
 * most preferred first): an exact tag first (`pt-BR`), then the primary language (`pt-PT` →
 * Português, `es-MX` → Español). Undefined when none of them is one the site speaks.
 */
export function matchBrowserLanguage(preferred: readonly string[]): Lang | undefined {
  for (const wanted of preferred) {
    const tag = wanted.toLowerCase();
    const exact = LANGUAGES.find((language) => language.tag.toLowerCase() === tag);
    if (exact) return exact.code;
    const primary = LANGUAGES.find((language) => language.tag.toLowerCase().split('-')[0] === tag.split('-')[0]);
    if (primary) return primary.code;
  }
  return undefined;
}

/**
 * The language to offer a visitor on a page in `page`: the one they chose before, else their
 * browser's; nothing when that is the page's own language. Only ever offered, never a redirect.
 */
export function suggestedLanguage(page: Lang, chosen: Lang | undefined, preferred: readonly string[]): Lang | undefined {
  const wanted = chosen ?? matchBrowserLanguage(preferred);
  return wanted === page ? undefined : wanted;
}
