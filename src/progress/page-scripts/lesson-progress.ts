/**
 * Reading progress and "Mark as Complete" on a long-form lesson. The bar follows the scroll
 * through the lesson body (100 for a completed lesson, at most 95 before); above 80 percent an
 * incomplete lesson offers "Mark as Complete". The progress store (with its validator) loads
 * only when something is saved, or at once for a signed-in learner, whose account may hold
 * the lesson completed on another device (reading the store keeps progress in the account);
 * so a visitor's page ships a few hundred bytes of script.
 */
import { hasStoredSession } from '../../account/rules/auth-storage.ts';
import { isLessonCompleteInStorage, PROGRESS_KEY } from '../rules/progress-peek.ts';
import { offersCompletion, shownReadingPercent } from '../rules/reading-progress.ts';

/** How long scrolling must pause before the reading position is saved. */
const SAVE_DELAY_MS = 1000;

/** How much of `body` has scrolled into view, 0–100: 100 once its end is visible. */
function scrolledPercent(body: HTMLElement): number {
  const { top, height } = body.getBoundingClientRect();
  if (height <= 0) return 100;
  return ((window.innerHeight - top) / height) * 100;
}

export function initLessonProgress(): void {
  const bar = document.querySelector<HTMLElement>('[data-reading]');
  const body = document.querySelector<HTMLElement>('[data-lesson-body]');
  const progress = bar?.querySelector('progress');
  const label = bar?.querySelector<HTMLElement>('[data-percent]');
  const done = bar?.querySelector<HTMLElement>('[data-done]');
  const ready = document.querySelector<HTMLElement>('[data-ready]');
  const completedBanner = document.querySelector<HTMLElement>('[data-completed]');
  const button = document.querySelector<HTMLButtonElement>('[data-complete]');
  const deviceNotice = document.querySelector<HTMLElement>('[data-device-notice]');
  if (!bar || !body || !progress || !label || !done || !ready || !completedBanner || !button) return;
  const slug = bar.dataset['reading']!;
  let completed = isLessonCompleteInStorage(slug);
  let shown = 0;
  let saveTimer = 0;

  const render = () => {
    shown = shownReadingPercent(scrolledPercent(body), completed);
    progress.value = shown;
    progress.textContent = `${shown}%`;
    label.textContent = `${shown}%`;
    done.hidden = !completed;
    completedBanner.hidden = !completed;
    ready.hidden = !offersCompletion(shown, completed);
  };

  const save = () => {
    window.clearTimeout(saveTimer);
    saveTimer = window.setTimeout(async () => {
      const store = await import('../stores/progress.ts');
      store.setReadingProgress(slug, shown);
    }, SAVE_DELAY_MS);
  };

  let frame = 0;
  const onScroll = () => {
    if (frame) return;
    frame = window.requestAnimationFrame(() => {
      frame = 0;
      render();
      if (!completed) save();
    });
  };

  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      const store = await import('../stores/progress.ts');
      store.completeLesson(slug);
      completed = true;
      const { takeDeviceProgressNotice } = await import('../stores/device-notice.ts');
      if (deviceNotice) deviceNotice.hidden = !takeDeviceProgressNotice();
      render();
      // The banner takes the focus and says it: no toast repeats it.
      completedBanner.focus();
    } finally {
      button.disabled = false;
    }
  });

  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onScroll, { passive: true });
  window.addEventListener('storage', (event) => {
    if (event.key !== PROGRESS_KEY && event.key !== null) return;
    completed = isLessonCompleteInStorage(slug);
    render();
  });
  render();
  if (hasStoredSession())
    void import('../stores/progress.ts').then(({ $progress }) =>
      $progress.listen((progress) => {
        completed = progress.lessons[slug]?.completed === true;
        render();
      }),
    );
}
