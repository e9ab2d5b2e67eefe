import { DEFAULT_LANG, isLang } from '../../i18n/languages.ts';
import { chooseLanguage, storedLanguage } from '../../language/stores/language.ts';
import { SAVED_LANGUAGE_KEY, storedAccountLanguage } from '../stores/account-language.ts';
import { langFromPath, localHref } from '../../i18n/routing.ts';
import { continueHref } from '../../path/rules/next-module.ts';
import { PROGRESS_KEY } from '../../progress/rules/progress-peek.ts';

/** The completed module ids this device stores, without the progress validator; [] when missing or unreadable. */
function storedCompletedModules(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(PROGRESS_KEY) ?? 'null');
    const ids = (stored as { completedModules?: unknown } | null)?.completedModules;
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Points every "Continue learning" link (`[data-continue]`, shown only to a learner with a
 * session, see `.signed-in-only`) at the learner's next module.
 */
function pointContinueLinks(): void {
  const href = localHref(langFromPath(window.location.pathname), continueHref(storedCompletedModules()));
  document.querySelectorAll<HTMLAnchorElement>('a[data-continue]').forEach((link) => (link.href = href));
}

/**
 * Keeps the learner's chosen language (the header's links, the offer) in their account, for the
 * e-mails Auth sends them. Sent from the page after the choice (a click leaves the page before a
 * request could finish), once per change; offline or refused, the next page tries again.
 */
function keepLanguageInAccount(): void {
  try {
    const saved = window.localStorage.getItem(SAVED_LANGUAGE_KEY);
    if (saved === null) return takeAccountLanguage();
    const chosen = storedLanguage();
    if (!isLang(chosen) || saved === chosen) return;
    void import('../stores/account.ts')
      .then(({ saveLanguage }) => saveLanguage(chosen))
      .then((done) => done && window.localStorage.setItem(SAVED_LANGUAGE_KEY, chosen))
      .catch(() => {});
  } catch {
    // Storage blocked: the account keeps the language it was given at sign-up.
  }
}

/**
 * The first page of an account on this device (a new phone, a shared computer after someone
 * else signed out): the account's language wins over whatever this device chose before, and is
 * offered when the page is in another one: never a redirect, and never another person's choice
 * written into this account.
 */
function takeAccountLanguage(): void {
  // An account without one gets its e-mails in English (the templates' last branch).
  const kept = storedAccountLanguage();
  const account = isLang(kept) ? kept : DEFAULT_LANG;
  chooseLanguage(account);
  window.localStorage.setItem(SAVED_LANGUAGE_KEY, account);
  void import('../../language/page-scripts/language-offer.ts').then(({ showLanguageOffer }) => showLanguageOffer()).catch(() => {});
}

// What the header loads, once the page is idle, only for a learner with a session: the review
// badge, and the Continue links. Signing out
// must work offline (to save or knowingly discard progress first, and to say when it failed):
// its code and the toasts' are made ready.
pointContinueLinks();
keepLanguageInAccount();
// Whether the backend still takes the stored session: a refused one ends here, with the notice.
void import('../stores/session-check.ts').then(({ verifyStoredSession }) => verifyStoredSession()).catch(() => {});
void import('../../review/page-scripts/review-badge.ts').then((badge) => badge.showReviewBadge()).catch(() => {});
void import('../stores/sign-out.ts').catch(() => {});
void import('../../site/page-scripts/toast-view.ts').catch(() => {});
