import type { ClientDirective } from 'astro';
import { hasStoredSession, onStoredSessionChange } from '../account/rules/auth-storage.ts';

/**
 * Runs `start` once the island's place comes within a screen's height of the viewport, or at
 * once in a browser without IntersectionObserver. An island that drew nothing (the wallet card
 * for a signed-out visitor) has no box of its own (`astro-island` is `display: contents`): its
 * place is its parent's.
 */
function whenNear(island: HTMLElement, start: () => void): void {
  const place = island.firstElementChild ?? island.parentElement;
  if (!place || !('IntersectionObserver' in window)) return start();
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
 * `client:signed-in`: hydrates an island only while this browser holds a session, and only
 * once its place comes near the screen (the wallet card sits at the end of its pages): at
 * once when both hold on load, or as soon as the learner signs in (in this tab or another)
 * or scrolls towards it. A signed-out visitor downloads neither the island nor React for it,
 * and a signed-in one not before the island is about to be seen. The island's server HTML
 * must be what a signed-out visitor sees (for the wallet card: nothing).
 */
const signedIn: ClientDirective = (load, _options, island) => {
  const hydrate = () =>
    whenNear(island, async () => {
      const hydrateIsland = await load();
      // The React renderer hydrates only an island marked `ssr`, which a signed-out visitor's
      // island no longer is (see below): a sign-in in another tab must mark it again.
      island.setAttribute('ssr', '');
      await hydrateIsland();
    });
  if (hasStoredSession()) {
    hydrate();
    return;
  }
  // Nothing is pending for a signed-out visitor: the server HTML is final. Dropping `ssr` says
  // so to whatever waits for islands to hydrate (as Astro's own test utilities do).
  island.removeAttribute('ssr');
  const stop = onStoredSessionChange(() => {
    if (!hasStoredSession()) return;
    stop();
    hydrate();
  });
};

export default signedIn;

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates the island only while the visitor is signed in, once its place comes near the screen. */
    'client:signed-in'?: boolean;
  }
}
