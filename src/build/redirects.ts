/**
 * Addresses that moved, in one place: the build turns each into a static redirect page
 * (`astro.config.mjs` → `redirects`) and a host rule (`_redirects`, which `scripts/serve.ts`
 * and static hosts follow).
 */
import { MODULE_TABLE } from '../lib/curriculum.ts';

/** Lesson addresses of the original product that now live elsewhere. */
export const MOVED_PATHS: Readonly<Record<string, string>> = {
  '/learn/defi-protocols': '/learn/decentralized-finance-defi',
  '/learn/colonialism-money-trade': '/learn/money-as-control',
};

/**
 * Every redirect of the site: the moved lessons, and `/interactive-learn/{id}` → `/learn/{id}`
 * for each module (a module has one canonical address, `/learn/{id}`).
 */
export function siteRedirects(): Record<string, string> {
  return {
    ...MOVED_PATHS,
    ...Object.fromEntries(MODULE_TABLE.map(({ id }) => [`/interactive-learn/${id}`, `/learn/${id}`])),
  };
}
