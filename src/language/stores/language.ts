/**
 * The learner's chosen language, saved in `localStorage` (`vault-club:lang`: a language code;
 * anything else reads as no choice). Set when they pick a language in the header or answer the
 * language suggestion. Plain storage, no store and no language list: every page's first script
 * writes it, and that script must stay within the byte budget of a page without islands.
 */
export const LANGUAGE_KEY = 'vault-club:lang';

/** What this device stores under {@link LANGUAGE_KEY}, valid or not; undefined when nothing is stored or storage cannot be read. */
export function storedLanguage(): string | undefined {
  try {
    return window.localStorage.getItem(LANGUAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Remembers `lang` as the learner's language on this device (for this page only when storage is blocked). */
export function chooseLanguage(lang: string): void {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    // Private mode or a full quota: the choice is not remembered, and nothing else depends on it.
  }
}
