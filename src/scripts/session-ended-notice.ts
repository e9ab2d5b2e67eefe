import { hasStoredSession, onStoredSessionChange } from '../lib/auth-storage';
import { clearSessionEnded, hasUnusableStoredSession, markSessionEnded, SESSION_ENDED_EVENT, sessionEndedAt } from '../lib/session-ended';
import { signInPathFor } from '../lib/sign-in-paths';

/**
 * Shows the notice of an ended sign-in (`SessionEndedNotice.astro`) while one is noted and no
 * session is stored, with its link through sign-in back to the page it ended on; a session
 * stored again (signed in here or in another tab) clears it. A session in storage that no page
 * can use is ended here, on every page, before anything shows the learner as signed in.
 */
export function initSessionEndedNotice(): void {
  const notice = document.querySelector<HTMLElement>('[data-session-ended]');
  if (!notice || notice.dataset['ready'] !== undefined) return;
  notice.dataset['ready'] = '';
  const link = notice.querySelector<HTMLAnchorElement>('[data-session-ended-link]');
  const render = () => {
    if (hasStoredSession()) clearSessionEnded();
    const endedAt = sessionEndedAt();
    notice.hidden = endedAt === null;
    if (endedAt === null || !link) return;
    link.href = signInPathFor(endedAt);
    // On the sign-in page itself the form is the way back.
    link.hidden = /\/auth\/?$/.test(window.location.pathname);
  };
  notice.querySelector('[data-session-ended-dismiss]')?.addEventListener('click', () => {
    clearSessionEnded();
    render();
  });
  window.addEventListener(SESSION_ENDED_EVENT, render);
  onStoredSessionChange(render);
  if (hasUnusableStoredSession()) markSessionEnded();
  render();
}
