/**
 * Addresses that moved, in one place: the build turns each into a static redirect page
 * (`astro.config.mjs` → `redirects`) and a host rule (`_redirects`, which `tools/serve.ts`
 * and static hosts follow).
 */
import { LANGUAGES } from '../../i18n/languages.ts';
import { localHref } from '../../i18n/routing.ts';
import { MODULE_TABLE } from '../../path/rules/curriculum.ts';

/** Lesson addresses of the original product that now live elsewhere. */
export const MOVED_PATHS: Readonly<Record<string, string>> = {
  '/learn/defi-protocols': '/learn/decentralized-finance-defi',
  '/learn/colonialism-money-trade': '/learn/money-as-control',
};

/**
 * Every redirect of the site, in every language: the moved lessons, and `/interactive-learn/{id}`
 * → `/learn/{id}` for each module (a module has one canonical address, `/learn/{id}`).
 */
export function siteRedirects(): Record<string, string> {
  const english = {
    ...MOVED_PATHS,
    ...Object.fromEntries(MODULE_TABLE.map(({ id }) => [`/interactive-learn/${id}`, `/learn/${id}`])),
  };
  // Each language's addresses move the same way (`/es/learn/defi-protocols` → `/es/learn/…`).
  return Object.fromEntries(
    LANGUAGES.flatMap(({ code }) => Object.entries(english).map(([from, to]) => [localHref(code, from), localHref(code, to)])),
  );
}
