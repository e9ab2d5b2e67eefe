import { isLang } from '../i18n/languages';
import { langFromPath } from '../i18n/routing';
import { suggestedLanguage } from '../lib/language-suggestion';
import { chooseLanguage, storedLanguage } from '../stores/language';

/**
 * Shows the first-visit offer for the language the visitor chose before or their browser
 * prefers, when that is not the page's; "No, thanks" keeps the page's language as their choice,
 * so the offer stays hidden from then on. Loaded by `language-choice.ts` only when an offer may be due.
 */
export function showLanguageOffer(): void {
  const page = langFromPath(window.location.pathname);
  const stored = storedLanguage();
  const offer = suggestedLanguage(page, isLang(stored) ? stored : undefined, navigator.languages ?? [navigator.language]);
  const panel = offer && document.querySelector<HTMLElement>(`[data-language-offer="${offer}"]`);
  if (!panel) return;
  // One offer at a time: the account's language, once known, replaces the browser's.
  document.querySelectorAll<HTMLElement>('[data-language-offer]').forEach((other) => (other.hidden = other !== panel));
  panel.querySelector('[data-language-dismiss]')?.addEventListener('click', () => {
    chooseLanguage(page);
    panel.hidden = true;
  });
}
