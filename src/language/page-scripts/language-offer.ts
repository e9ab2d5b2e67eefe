import { isLang } from '../../i18n/languages.ts';
import { langFromPath } from '../../i18n/routing.ts';
import { suggestedLanguage } from '../rules/language-suggestion.ts';
import { chooseLanguage, storedLanguage } from '../stores/language.ts';

/**
 * Shows the first-visit offer for the language the visitor chose before or their browser
 * prefers, when that is not the page's; "No, thanks" keeps the page's language as their choice,
 * so the offer stays hidden from then on. Loaded by `language-choice.ts` only when an offer may be due,
 * and again when a signed-in account's language replaces the device's choice: one offer at a
 * time, or none once the choice is the page's language.
 */
export function showLanguageOffer(): void {
  const page = langFromPath(window.location.pathname);
  const stored = storedLanguage();
  const offer = suggestedLanguage(page, isLang(stored) ? stored : undefined, navigator.languages ?? [navigator.language]);
  const panel = offer ? document.querySelector<HTMLElement>(`[data-language-offer="${offer}"]`) : null;
  document.querySelectorAll<HTMLElement>('[data-language-offer]').forEach((other) => (other.hidden = other !== panel));
  if (!panel) return;
  panel.querySelector('[data-language-dismiss]')?.addEventListener('click', () => {
    chooseLanguage(page);
    panel.hidden = true;
  });
}
