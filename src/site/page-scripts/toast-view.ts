import type { ToastMessage } from '../rules/toast.ts';

/** How long a toast stays, unless the pointer or focus is on it. */
const TOAST_MS = 6000;

/**
 * Shows one toast. The same message is never shown twice at once: sent again, it replaces the
 * one still shown. A message with a `step` replaces every message of that step still shown (a
 * success clears the step's errors).
 */
export function show(message: ToastMessage): void {
  const key = message.step ?? `${message.variant}|${message.title}|${message.description}`;
  document.querySelectorAll<HTMLElement>('[data-toasts] > .toast').forEach((shown) => shown.dataset['key'] === key && shown.remove());
  const template = document.querySelector<HTMLTemplateElement>('#toast-template');
  const list = document.querySelector<HTMLDivElement>(`[data-toasts="${message.variant === 'destructive' ? 'assertive' : 'polite'}"]`);
  const item = template?.content.firstElementChild?.cloneNode(true);
  if (!list || !(item instanceof HTMLDivElement)) return;
  item.dataset['key'] = key;
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
