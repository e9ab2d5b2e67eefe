/**
 * An atom kept in `localStorage` under one key and synced across tabs, like
 * `@nanostores/persistent`'s `persistentAtom`, with two differences the learning data needs:
 * a storage that cannot be read or written (private mode, quota, blocked cookies) never throws
 * (the value then lives in memory for this page), and decoding goes through a validator that
 * may reject what it reads.
 *
 * Kept by hand rather than built on `persistentAtom` (1.3.5), which covers the tab sync (the
 * `storage` and `pageshow` events) and, wrapped, the validation, but not the rest: it reads and
 * writes `localStorage[key]` unguarded, so a full storage (`QuotaExceededError`) or one that
 * throws on read would throw out of every progress action; and after a failed save its
 * `pageshow` restore puts back what storage holds, losing the learner's unsaved step. Both are
 * pinned by `progress.test.ts` ("keeps working in memory…", "does not lose an unsaved change…").
 */
import { atom, onMount, type WritableAtom } from 'nanostores';

export interface PersistedOptions<T> {
  /** The `localStorage` key. */
  key: string;
  /** The value when nothing (or nothing valid) is stored. Called for each use, so it can return a fresh object. */
  fallback: () => T;
  /** Turns the stored text into a value, or returns undefined when it is not valid (then `fallback` is used). */
  decode: (raw: string) => T | undefined;
  /** Turns a value into stored text. Default: `JSON.stringify`. */
  encode?: (value: T) => string;
  /** Called after each save to storage (this tab's other readers hear of it; other tabs get the `storage` event). */
  onSaved?: () => void;
  /** Called when storage fails; the default logs a warning. */
  onStorageError?: (error: unknown) => void;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** A store of `T` persisted under `key`. Its `set` saves; other tabs' changes arrive through the `storage` event. */
export function persistedAtom<T>({
  key,
  fallback,
  decode,
  encode = JSON.stringify,
  onSaved,
  onStorageError = (error) => console.warn(`Could not use the browser storage for ${key}`, error),
}: PersistedOptions<T>): WritableAtom<T> {
  const fromText = (raw: string | null): T => (raw === null ? fallback() : (decode(raw) ?? fallback()));
  /** What storage holds, or undefined when it cannot be read. */
  const readRaw = (): string | null | undefined => {
    try {
      return storage()?.getItem(key);
    } catch (error) {
      onStorageError(error);
      return undefined;
    }
  };

  const initial = readRaw();
  const $store = atom<T>(initial === undefined ? fallback() : fromText(initial));
  const setInMemory = $store.set;
  let lastSaved: string | null | undefined = initial;
  let saveFailed = false;

  $store.set = (value: T) => {
    setInMemory(value);
    try {
      const text = encode(value);
      storage()?.setItem(key, text);
      lastSaved = text;
      saveFailed = false;
      onSaved?.();
    } catch (error) {
      saveFailed = true;
      onStorageError(error);
    }
  };

  /** Takes what storage holds, unless it is what this page saved last or a failed save left memory ahead of it. */
  const restore = (fromOtherTab = false) => {
    if (saveFailed && !fromOtherTab) return;
    const raw = readRaw();
    if (raw === undefined || raw === lastSaved) return;
    lastSaved = raw;
    setInMemory(fromText(raw));
  };

  onMount($store, () => {
    restore();
    if (typeof window === 'undefined') return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) restore(true);
    };
    const onPageShow = () => restore();
    // The removal is taken now, not at unmount: nanostores unmounts a second after the last
    // listener leaves, when a test's DOM may be gone, and with it the global window's methods.
    const removeListener = window.removeEventListener.bind(window);
    window.addEventListener('storage', onStorage);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      removeListener('storage', onStorage);
      removeListener('pageshow', onPageShow);
    };
  });

  return $store;
}
