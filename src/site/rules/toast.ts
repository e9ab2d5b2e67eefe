/** A message for the site-wide toaster. */
export interface ToastMessage {
  title: string;
  description?: string;
  /** "destructive" toasts are errors: announced assertively, styled as alerts. */
  variant?: 'default' | 'destructive';
  /**
   * The step the message is about (e.g. "wallet-copy"): a new message of the same step replaces
   * the ones still shown, so a success clears the errors of the step it completes.
   */
  step?: string;
}

/** The DOM event the toaster listens for. */
export const TOAST_EVENT = 'vault-club:toast';
const QUEUE_KEY = 'vault-club:queued-toast';

/** Shows a toast on this page. */
export function toast(message: ToastMessage): void {
  window.dispatchEvent(new CustomEvent<ToastMessage>(TOAST_EVENT, { detail: message }));
}

/** Where a toast waits for a later page: this tab's session storage unless said otherwise. */
type ToastStorage = () => Storage;
const tabStorage: ToastStorage = () => window.sessionStorage;

/**
 * Keeps a toast for a later page: by default the next page this tab opens (call it just before
 * a redirect); with `key` and `storage`, any page that takes it back with {@link takeQueuedToast}.
 */
export function queueToast(message: ToastMessage, key = QUEUE_KEY, storage: ToastStorage = tabStorage): void {
  try {
    storage().setItem(key, JSON.stringify(message));
  } catch {
    // Storage can be unavailable (private mode); the message is then simply not carried over.
  }
}

/** Removes and returns the toast {@link queueToast} kept under `key`, if any. */
export function takeQueuedToast(key = QUEUE_KEY, storage: ToastStorage = tabStorage): ToastMessage | undefined {
  try {
    const raw = storage().getItem(key);
    storage().removeItem(key);
    const message: unknown = raw ? JSON.parse(raw) : undefined;
    return message && typeof message === 'object' && typeof (message as ToastMessage).title === 'string'
      ? (message as ToastMessage)
      : undefined;
  } catch {
    return undefined;
  }
}
