import type { ClientDirective } from 'astro';

/**
 * Runs `start` once the page has loaded and painted its content (the browser's
 * `first-contentful-paint` entry), as the page's own script starts (`PAGE_START` in
 * `src/content-build/http/inline-scripts.ts`): on a fast device `load` can come before the first paint.
 * A browser without paint timing, or a page still hidden at `load` (a tab opened in the
 * background paints only when shown), starts at `load`.
 */
export function afterLoadAndPaint(start: () => void): void {
  let waiting = 2;
  const done = (): void => {
    if (--waiting === 0) start();
  };
  const loaded = () => {
    done();
    if (document.hidden) done();
  };
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
  if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    done();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    done();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * `client:after-paint`: hydrates an island once the page has loaded and painted its content,
 * then when the browser is idle. No script request shares a slow connection with the first
 * paint (what the island drew on the server shows at once, and the player keeps the taps made
 * before it hydrates, see `site/rules/early-taps.ts`); `client:after-paint` can ask for the island's script
 * while the page is still loading.
 */
const afterPaint: ClientDirective = (load) => {
  const hydrate = async () => {
    const hydrateIsland = await load();
    await hydrateIsland();
  };
  afterLoadAndPaint(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => void hydrate(), { timeout: 2000 });
    else setTimeout(() => void hydrate(), 200);
  });
};

export default afterPaint;

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates the island once the page has loaded and painted its content, then when the browser is idle. */
    'client:after-paint'?: boolean;
  }
}
