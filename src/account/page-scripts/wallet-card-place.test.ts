// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../tests/fake-supabase.ts';
import { placeWalletCard } from './wallet-card-place.ts';

function card() {
  const element = document.createElement('div');
  const mount = vi.fn(async () => {});
  return { element, mount };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => localStorage.clear());
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('placeWalletCard', () => {
  it('mounts at once when a session is stored', async () => {
    storeSession({ id: 'u', email: 'ada@example.com' });
    const { element, mount } = card();
    placeWalletCard(element, mount);
    await flush();
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for a signed-out visitor', async () => {
    const { element, mount } = card();
    placeWalletCard(element, mount);
    window.dispatchEvent(new Event('vault-club:session-changed'));
    await flush();
    expect(mount).not.toHaveBeenCalled();
  });

  it('mounts once the visitor signs in, here or in another tab', async () => {
    const { element, mount } = card();
    placeWalletCard(element, mount);
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    window.dispatchEvent(new Event('vault-club:session-changed'));
    expect(mount).not.toHaveBeenCalled();
    storeSession({ id: 'u', email: 'ada@example.com' });
    window.dispatchEvent(new StorageEvent('storage', { key: 'sb-vault-club-auth-token' }));
    window.dispatchEvent(new Event('vault-club:session-changed'));
    await flush();
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('waits until the card’s place comes near the screen (its parent, as it is empty until mounted), then mounts once', async () => {
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
    const { element, mount } = card();
    place.append(element);
    placeWalletCard(element, mount);
    await flush();
    expect(mount).not.toHaveBeenCalled();
    expect(observers).toHaveLength(1);
    expect(observers[0]!.targets).toEqual([place]);
    expect(observers[0]!.margin).toBe('100% 0px');

    observers[0]!.notify(false);
    await flush();
    expect(mount).not.toHaveBeenCalled();
    observers[0]!.notify(true);
    await flush();
    expect(mount).toHaveBeenCalledTimes(1);
    expect(observers[0]!.stopped).toBe(true);
  });
});
