import { hasStoredSession, onStoredSessionChange } from '../rules/auth-storage.ts';

/**
 * Runs `start` once `place` comes within a screen's height of the viewport, or at once in a
 * browser without IntersectionObserver.
 */
function whenNear(place: Element, start: () => void): void {
  if (!('IntersectionObserver' in window)) return start();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: '100% 0px' },
  );
  observer.observe(place);
}

/**
 * Mounts the wallet card into `place` only while this browser holds a session, and only once
 * the place comes near the screen (the card sits at the end of its pages): at once when both
 * hold on load, or as soon as the learner signs in (in this tab or another) or scrolls towards
 * it. A signed-out visitor downloads neither the card nor React for it; the server HTML (an
 * empty place) is what they see.
 *
 * A page script rather than an Astro island: an island puts Astro's island runtime inline in
 * the page, which on the home page (whose only island this card was) pushed the HTML past the
 * first round trip, so the page painted later than its script-free copy for every visitor.
 */
export function placeWalletCard(place: HTMLElement, mount: () => Promise<void>): void {
  const start = () => whenNear(place.parentElement ?? place, () => void mount());
  if (hasStoredSession()) return start();
  const stop = onStoredSessionChange(() => {
    if (!hasStoredSession()) return;
    stop();
    start();
  });
}

/** Places every wallet card of the page (`[data-wallet-card]`, see `WalletSection.astro`). */
export function initWalletCards(): void {
  document.querySelectorAll<HTMLElement>('[data-wallet-card]').forEach((place) =>
    placeWalletCard(place, async () => {
      const { mountWalletCard } = await import('./wallet-card-mount.tsx');
      mountWalletCard(place);
    }),
  );
}
