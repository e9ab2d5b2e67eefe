import { scheduleOfflineSupport } from '../../offline/page-scripts/offline-loader.ts';
import { initLanguageChoice } from '../../language/page-scripts/language-choice.ts';
import { hasUnusableStoredSession, SESSION_ENDED_EVENT, sessionEndedAt } from '../../account/rules/session-ended.ts';
import { initSiteHeader } from './site-header.ts';
import { hasAuthCallback, isAuthPage } from '../../account/rules/auth-callback.ts';
import { initToaster } from './toaster.ts';

/**
 * Wires what the page has: the header and the toaster everywhere, the sign-in guard on a page
 * for signed-in learners, reading progress on a long-form lesson, arrow keys in the statistics accordion. Reading progress and the accordion's
 * keys are chunks of their own that only their pages load; the early-access form has its own
 * script (SignupSection.astro).
 * Offline support (the service worker) starts later still, when the browser is idle.
 */
export function enhancePage(): void {
  // Most visits have no ended session to tell of: the notice's code loads when there is one, or one ends.
  const showSessionEnded = () =>
    void import('../../account/page-scripts/session-ended-notice.ts').then(({ initSessionEndedNotice }) => initSessionEndedNotice());
  if (sessionEndedAt() !== null || hasUnusableStoredSession()) showSessionEnded();
  else window.addEventListener(SESSION_ENDED_EVENT, showSessionEnded, { once: true });
  initSiteHeader();
  initLanguageChoice();
  initToaster();
  if (document.querySelector('[data-wallet-card]'))
    void import('../../account/page-scripts/wallet-card-place.ts').then(({ initWalletCards }) => initWalletCards());
  // An e-mail link that landed here rather than on /auth (which takes its own): the page draws meanwhile.
  if (hasAuthCallback(window.location.search, window.location.hash) && !isAuthPage(window.location.pathname))
    void import('../../account/page-scripts/link-landing.ts').then(({ takeLinkOnLanding }) => takeLinkOnLanding());
  if (document.querySelector('[data-protected]'))
    void import('../../account/page-scripts/protected-page.ts').then(({ guardProtectedPage }) => guardProtectedPage());
  if (document.querySelector('[data-reading]'))
    void import('../../progress/page-scripts/lesson-progress.ts').then(({ initLessonProgress }) => initLessonProgress());
  const stats = document.querySelector<HTMLElement>('[data-stats-accordion]');
  // Not loaded (offline on a first visit): the cards still open and close as plain <details>.
  if (stats) void import('./stats-accordion.ts').then(({ initStatsAccordion }) => initStatsAccordion(stats)).catch(() => {});
  scheduleOfflineSupport();
}
