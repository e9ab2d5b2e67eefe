import { langFromPath, localHref } from '../i18n/routing';
import { continueHref } from '../lib/next-module';
import { PROGRESS_KEY } from '../lib/progress-peek';

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
export function pointContinueLinks(): void {
  const href = localHref(langFromPath(window.location.pathname), continueHref(storedCompletedModules()));
  document.querySelectorAll<HTMLAnchorElement>('a[data-continue]').forEach((link) => (link.href = href));
}

// What the header loads, once the page is idle, only for a learner with a session: the review
// badge, and the Continue links. Signing out
// must work offline (to save or knowingly discard progress first, and to say when it failed):
// its code and the toasts' are made ready.
pointContinueLinks();
void import('./review-badge').then((badge) => badge.showReviewBadge()).catch(() => {});
void import('../stores/sign-out').catch(() => {});
void import('./toast-view').catch(() => {});
