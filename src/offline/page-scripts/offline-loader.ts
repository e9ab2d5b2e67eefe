import { whenIdle } from '../../shared/rules/when-idle.ts';

/**
 * Starts offline support without touching first load: after the page's `load` event, when the
 * browser is next idle, it imports the rest (`offline-support.ts`, with workbox-window), which
 * registers the service worker. Only this loader is part of the page's first-load script.
 */
export function scheduleOfflineSupport(): void {
  if (!('serviceWorker' in navigator)) return;
  const start = () => {
    whenIdle(() => void import('./offline-support.ts').then(({ startOfflineSupport }) => startOfflineSupport()), 10_000);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
