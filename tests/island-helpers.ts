import { afterEach, beforeEach } from 'vitest';
import { TOAST_EVENT, takeQueuedToast, type ToastMessage } from '../src/site/rules/toast.ts';
import { dictionaryFiles } from '../src/i18n/index.ts';

/** The real UI strings, as an island's `text` prop gets them. */
export function realText<K extends string>(keys: readonly K[]): Record<K, string> {
  const all = Object.assign({}, ...Object.values(dictionaryFiles)) as Record<string, string>;
  return Object.fromEntries(keys.map((key) => [key, all[key]!])) as Record<K, string>;
}

/** Collects the toasts the page shows, for one test file. */
export function collectToasts(): { shown: ToastMessage[]; queued: () => ToastMessage | undefined } {
  const shown: ToastMessage[] = [];
  const listener = (event: Event) => shown.push((event as CustomEvent<ToastMessage>).detail);
  beforeEach(() => {
    shown.length = 0;
    window.sessionStorage.clear();
    window.addEventListener(TOAST_EVENT, listener);
  });
  afterEach(() => window.removeEventListener(TOAST_EVENT, listener));
  return { shown, queued: takeQueuedToast };
}
