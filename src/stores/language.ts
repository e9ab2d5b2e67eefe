/**
 * The learner's chosen language, saved in `localStorage` (`vault-club:lang`: a language code;
 * anything else reads as no choice). Set when they pick a language in the header or answer the
 * language suggestion; a signed-in learner's choice is also kept on their account.
 */
import { isLang, type Lang } from '../i18n/languages';
import { persistedAtom } from './persisted';

export const LANGUAGE_KEY = 'vault-club:lang';

export const $chosenLanguage = persistedAtom<Lang | undefined>({
  key: LANGUAGE_KEY,
  fallback: () => undefined,
  decode: (raw) => (isLang(raw) ? raw : undefined),
  encode: (lang) => lang ?? '',
});

/** Remembers `lang` as the learner's language on this device. */
export function chooseLanguage(lang: Lang): void {
  $chosenLanguage.set(lang);
}
