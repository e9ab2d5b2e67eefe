import { langFromPath } from '../i18n/routing';
import { suggestedLanguage } from '../lib/language-suggestion';
import { $chosenLanguage, chooseLanguage } from '../stores/language';
import { isLang } from '../i18n/languages';

/**
 * The header's language links and the first-visit offer: a chosen language is remembered (and
 * the link keeps the address's query and fragment, e.g. a certificate's `?id=`); the offer shows
 * for a language the visitor chose before or their browser prefers. Nothing ever redirects.
 */
export function initLanguageChoice(): void {
  const page = langFromPath(window.location.pathname);
  document.querySelectorAll<HTMLAnchorElement>('a[data-lang-link]').forEach((link) => {
    link.addEventListener('click', () => {
      const lang = link.dataset.langLink;
      if (!isLang(lang)) return;
      chooseLanguage(lang);
      link.href = `${link.pathname}${window.location.search}${window.location.hash}`;
    });
  });
  const offer = suggestedLanguage(page, $chosenLanguage.get(), navigator.languages ?? [navigator.language]);
  const panel = offer && document.querySelector<HTMLElement>(`[data-language-offer="${offer}"]`);
  if (!panel) return;
  panel.hidden = false;
  panel.querySelector('[data-language-dismiss]')?.addEventListener('click', () => {
    chooseLanguage(page);
    panel.hidden = true;
  });
}
