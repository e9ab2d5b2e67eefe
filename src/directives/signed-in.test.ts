// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../tests/fake-supabase.ts';
import signedIn from './signed-in.ts';

function island() {
  const element = document.createElement('astro-island');
  element.setAttribute('ssr', '');
  const hydrated = vi.fn(async () => {});
  const load = vi.fn(async () => hydrated);
  return { element, load, hydrated };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => localStorage.clear());
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('client:signed-in', () => {
  it('hydrates at once when a session is stored', async () => {
    storeSession({ id: 'u', email: 'ada@example.com' });
    const { element, load, hydrated } = island();
    signedIn(load, { name: 'WalletCard', value: '' }, element);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrated).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for a signed-out visitor, and marks the island as settled', async () => {
    const { element, load } = island();
    signedIn(load, { name: 'WalletCard', value: '' }, element);
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(element.hasAttribute('ssr')).toBe(false);
  });

  it('hydrates once the visitor signs in, here or in another tab, marking the island for the renderer again', async () => {
    const { element, load, hydrated } = island();
    // The React renderer hydrates only an island marked `ssr`.
    hydrated.mockImplementation(async () => expect(element.hasAttribute('ssr')).toBe(true));
    signedIn(load, { name: 'WalletCard', value: '' }, element);
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    window.dispatchEvent(new Event('vault-club:session-changed'));
    expect(load).not.toHaveBeenCalled();
    storeSession({ id: 'u', email: 'ada@example.com' });
    window.dispatchEvent(new StorageEvent('storage', { key: 'sb-vault-club-auth-token' }));
    window.dispatchEvent(new Event('vault-club:session-changed'));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrated).toHaveBeenCalledTimes(1);
    expect(element.hasAttribute('ssr')).toBe(true);
  });

  it('waits until the island’s place comes near the screen (its parent, as it drew nothing), then hydrates once', async () => {
    const observers: { notify: (isIntersecting: boolean) => void; targets: Element[]; margin: string | undefined; stopped: boolean }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly record: (typeof observers)[number];
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          this.record = {
            notify: (isIntersecting) =>
              callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
            targets: [],
            margin: options?.rootMargin,
            stopped: false,
          };
          observers.push(this.record);
        }
        observe(target: Element) {
          this.record.targets.push(target);
        }
        disconnect() {
          this.record.stopped = true;
        }
      },
    );
    storeSession({ id: 'u', email: 'ada@example.com' });
    const place = document.createElement('div');
    const { element, load, hydrated } = island();
    place.append(element);
    signedIn(load, { name: 'WalletCard', value: '' }, element);
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(observers).toHaveLength(1);
    expect(observers[0]!.targets).toEqual([place]);
    expect(observers[0]!.margin).toBe('100% 0px');

    observers[0]!.notify(false);
    await flush();
    expect(load).not.toHaveBeenCalled();
    observers[0]!.notify(true);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrated).toHaveBeenCalledTimes(1);
    expect(observers[0]!.stopped).toBe(true);
  });
});
