import { TOAST_EVENT, takeQueuedToast, type ToastMessage } from '../rules/toast.ts';

let view: Promise<typeof import('./toast-view.ts')> | undefined;

/** Shows a toast; the code that draws it (`toast-view.ts`) is loaded with the first one, so a page that shows none never downloads it. */
function show(message: ToastMessage): void {
  view ??= import('./toast-view.ts');
  void view.then(({ show: draw }) => draw(message)).catch(() => {});
}

/** Shows toasts sent with `toast()`, and the one a previous page queued before a redirect. */
export function initToaster(): void {
  window.addEventListener(TOAST_EVENT, (event) => show((event as CustomEvent<ToastMessage>).detail));
  const queued = takeQueuedToast();
  // A toast shown before the live region is read is not announced: wait a moment.
  if (queued) window.setTimeout(() => show(queued), 300);
}
