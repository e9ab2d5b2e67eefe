import type { ClientDirective } from 'astro';
import { hasStoredSession, onStoredSessionChange } from '../lib/auth-storage';

/**
 * `client:signed-in`: hydrates an island only while this browser holds a session, at once
 * when it does on load, or as soon as the learner signs in (in this tab or another). A
 * signed-out visitor downloads neither the island nor React for it. The island's server
 * HTML must be what a signed-out visitor sees (for the wallet card: nothing).
 */
const signedIn: ClientDirective = (load, _options, island) => {
  const hydrate = async () => {
    const hydrateIsland = await load();
    await hydrateIsland();
  };
  if (hasStoredSession()) {
    void hydrate();
    return;
  }
  // Nothing is pending for a signed-out visitor: the server HTML is final. Dropping `ssr` says
  // so to whatever waits for islands to hydrate (as Astro's own test utilities do).
  island.removeAttribute('ssr');
  const stop = onStoredSessionChange(() => {
    if (!hasStoredSession()) return;
    stop();
    void hydrate();
  });
};

export default signedIn;

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates the island only while the visitor is signed in. */
    'client:signed-in'?: boolean;
  }
}
