import { chooseLanguage, storedLanguage } from '../stores/language.ts';

/**
 * The header's language links and the first-visit offer. A click on a language link is
 * remembered, and the link keeps the address's query and fragment (e.g. a certificate's `?id=`).
 * The offer's code (`language-offer.ts`) loads only when an offer may be due: a stored choice
 * other than the page's language, or, with none stored, a browser language other than it. It
 * decides precisely; this check only spares everyone else the download. Nothing ever redirects.
 */
export function initLanguageChoice(): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[data-lang-link]');
    if (!link?.dataset.langLink) return;
    chooseLanguage(link.dataset.langLink);
    link.href = `${link.pathname}${window.location.search}${window.location.hash}`;
  });
  // Language codes are their tags in lower case (`pt-br`, `pt-BR`).
  const page = document.documentElement.lang.toLowerCase();
  const primary = (tag: string) => tag.toLowerCase().split('-')[0];
  const stored = storedLanguage();
  const mayOffer = stored ? stored !== page : (navigator.languages ?? [navigator.language]).some((tag) => primary(tag) !== primary(page));
  if (mayOffer) void import('./language-offer.ts').then(({ showLanguageOffer }) => showLanguageOffer());
}
