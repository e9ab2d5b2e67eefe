import { useEffect, useState } from 'react';

/** Part of an island's code that its first render does not need, loaded in a chunk of its own. */
export interface Later<M> {
  /** Starts loading (once; again after a failed load) and resolves to the module. */
  load: () => Promise<M>;
  /** The module, once loaded. */
  current: () => M | undefined;
}

/**
 * Code an island needs only after its first render (the quiz after the slides, a result screen):
 * `importer` is a dynamic `import()`, so the code is not part of the page's first load. The
 * service worker precaches its chunk with the site's other scripts.
 */
export function later<M>(importer: () => Promise<M>): Later<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const load = () =>
    (loading ??= importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return { load, current: () => loaded };
}

/**
 * The module of `part`, or undefined until it has loaded. Loading starts once the island has
 * hydrated, so it is ready before the learner reaches what it draws; after a failed load
 * (offline before it came) it is tried again when `retry` changes, when the browser is back
 * online, and after a while (10 s, then twice as long each time), since a connection that drops
 * files can come back without an `online` event; a learner who waits is never left with an
 * empty card.
 */
export function useLater<M>(part: Later<M>, retry?: unknown): M | undefined {
  return useLaterPart(part, retry).module;
}

/** {@link useLater}, and whether the last try to load the part failed (it is tried again as there). */
export function useLaterPart<M>(part: Later<M>, retry?: unknown): { module: M | undefined; failed: boolean } {
  const [module, setModule] = useState(part.current);
  const [failed, setFailed] = useState(false);
  const [tries, setTries] = useState(0);
  useEffect(() => {
    if (module) return;
    const onOnline = () => setTries((count) => count + 1);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [module]);
  useEffect(() => {
    if (module) return;
    let live = true;
    let later: number | undefined;
    part.load().then(
      (loaded) => {
        if (live) setModule(() => loaded);
      },
      (error: unknown) => {
        console.warn('Could not load part of the page; it is tried again at the next step', error);
        if (!live) return;
        setFailed(true);
        later = window.setTimeout(() => setTries((count) => count + 1), 10_000 * 2 ** Math.min(tries, 5));
      },
    );
    return () => {
      live = false;
      window.clearTimeout(later);
    };
  }, [part, module, retry, tries]);
  return { module, failed };
}
