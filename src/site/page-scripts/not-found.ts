import { pathWithoutLang } from '../../i18n/routing.ts';

/** Logs the missing path, and explains a missing lesson module instead of a missing page. */
export function initNotFound(): void {
  const path = window.location.pathname;
  console.warn('404: no page at', path);
  if (!pathWithoutLang(path).startsWith('/interactive-learn/')) return;
  const page = document.querySelector<HTMLElement>('[data-not-found="page"]');
  const module = document.querySelector<HTMLElement>('[data-not-found="module"]');
  if (!page || !module) return;
  page.hidden = true;
  module.hidden = false;
  document.title = `${module.querySelector('h1')?.textContent ?? ''} | The Vault Club`;
}
