import { TOAST_EVENT, takeQueuedToast, type ToastMessage } from '../lib/toast';

/** How long a toast stays, unless the pointer or focus is on it. */
const TOAST_MS = 6000;

function show(message: ToastMessage): void {
  const template = document.querySelector<HTMLTemplateElement>('#toast-template');
  const list = document.querySelector<HTMLDivElement>(`[data-toasts="${message.variant === 'destructive' ? 'assertive' : 'polite'}"]`);
  const item = template?.content.firstElementChild?.cloneNode(true);
  if (!list || !(item instanceof HTMLDivElement)) return;
  item.dataset['variant'] = message.variant ?? 'default';
  item.querySelector('.toast-title')!.textContent = message.title;
  const description = item.querySelector<HTMLElement>('.toast-description')!;
  if (message.description) description.textContent = message.description;
  else description.remove();
  let paused = false;
  const remove = () => item.remove();
  item.querySelector('.toast-dismiss')?.addEventListener('click', remove);
  item.addEventListener('pointerenter', () => (paused = true));
  item.addEventListener('pointerleave', () => (paused = false));
  item.addEventListener('focusin', () => (paused = true));
  item.addEventListener('focusout', () => (paused = false));
  const expire = () => (paused ? window.setTimeout(expire, 1000) : remove());
  window.setTimeout(expire, TOAST_MS);
  list.append(item);
}

/** Shows toasts sent with `toast()`, and the one a previous page queued before a redirect. */
export function initToaster(): void {
  window.addEventListener(TOAST_EVENT, (event) => show((event as CustomEvent<ToastMessage>).detail));
  const queued = takeQueuedToast();
  // A toast shown before the live region is read is not announced: wait a moment.
  if (queued) window.setTimeout(() => show(queued), 300);
}
