import { hasStoredSession, onStoredSessionChange } from '../rules/auth-storage.ts';
import {
  clearSessionEnded,
  hasUnusableStoredSession,
  markSessionEnded,
  SESSION_ENDED_EVENT,
  sessionEndedAt,
} from '../rules/session-ended.ts';
import { signInPathFor } from '../rules/sign-in-paths.ts';
import { langFromPath, localHref } from '../../i18n/routing.ts';

/** Fills the notice's words in the page's language; false when they could not be fetched (offline: the next page tries again). */
async function fillWords(notice: HTMLElement): Promise<boolean> {
  try {
    const response = await fetch(localHref(langFromPath(window.location.pathname), '/session-ended.json'));
    const words = (await response.json()) as Record<string, string>;
    notice.querySelectorAll<HTMLElement>('[data-session-ended-words]').forEach((element) => {
      element.textContent = words[element.dataset['sessionEndedWords'] ?? ''] ?? '';
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Shows the notice of an ended sign-in (`SessionEndedNotice.astro`) while one is noted and no
 * session is stored, with its link through sign-in back to the page it ended on; a session
 * stored again (signed in here or in another tab) clears it. A session in storage that no page
 * can use is ended here, on every page, before anything shows the learner as signed in. The
 * words are fetched the first time it shows.
 */
export function initSessionEndedNotice(): void {
  const notice = document.querySelector<HTMLElement>('[data-session-ended]');
  if (!notice || notice.dataset['ready'] !== undefined) return;
  notice.dataset['ready'] = '';
  const link = notice.querySelector<HTMLAnchorElement>('[data-session-ended-link]');
  let words: Promise<boolean> | undefined;
  const render = async () => {
    if (hasStoredSession()) clearSessionEnded();
    const endedAt = sessionEndedAt();
    if (endedAt === null) {
      notice.hidden = true;
      return;
    }
    words ??= fillWords(notice);
    if (!(await words)) {
      words = undefined;
      return;
    }
    if (link) {
      link.href = signInPathFor(endedAt);
      // On the sign-in page itself the form is the way back.
      link.hidden = /\/auth\/?$/.test(window.location.pathname);
    }
    notice.hidden = sessionEndedAt() === null;
  };
  const update = () => void render();
  notice.querySelector('[data-session-ended-dismiss]')?.addEventListener('click', () => {
    clearSessionEnded();
    update();
  });
  window.addEventListener(SESSION_ENDED_EVENT, update);
  onStoredSessionChange(update);
  if (hasUnusableStoredSession()) markSessionEnded();
  update();
}
