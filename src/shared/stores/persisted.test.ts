// @vitest-environment jsdom
import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { persistedAtom } from './persisted.ts';

const KEY = 'vault-club:test-persisted';

function textStore(decode = (raw: string): string | undefined => raw) {
  return persistedAtom<string>({ key: KEY, fallback: () => 'empty', decode, encode: (value) => value });
}

/** What another tab's save looks like to this one. */
function saveInOtherTab(value: string) {
  localStorage.setItem(KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: value }));
}

afterEach(() => localStorage.clear());

describe('a persisted store', () => {
  it("follows another tab's saves while it has listeners, and stops listening once unmounted", () => {
    const decode = vi.fn((raw: string) => raw);
    const $text = textStore(decode);
    const heard: string[] = [];
    const stop = $text.listen((value) => heard.push(value));
    saveInOtherTab('from the other tab');
    expect(heard).toEqual(['from the other tab']);

    stop();
    cleanStores($text);
    decode.mockClear();
    saveInOtherTab('after unmount');
    expect(decode).not.toHaveBeenCalled();
  });

  it('unmounts without throwing when the page it listened to has lost its methods (a test DOM torn down first)', () => {
    const $text = textStore();
    $text.listen(() => {});
    const { removeEventListener } = window;
    try {
      // What Vitest's jsdom teardown leaves on the global window before nanostores' delayed unmount runs.
      (window as { removeEventListener?: unknown }).removeEventListener = undefined;
      expect(() => cleanStores($text)).not.toThrow();
    } finally {
      window.removeEventListener = removeEventListener;
    }
  });
});
