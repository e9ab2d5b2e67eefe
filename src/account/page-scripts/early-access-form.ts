import { langFromPath, localHref } from '../../i18n/routing.ts';
import { isValidEmail, sanitizeInput } from '../rules/auth-input.ts';
import { fill } from '../../shared/rules/format.ts';
import { $earlyAccess, registerEarlyAccess } from '../stores/early-access.ts';
import { fetchAccountFormCodeAhead } from './account-form-code-ahead.ts';

/** The texts the form's script needs, from its `data-text` attribute (the server fills it from the dictionary). */
export interface EarlyAccessText {
  submit: string;
  busy: string;
  tooSoon: string;
  error: string;
  /** "{email} is on the early-access list…". */
  doneText: string;
}

/**
 * Enhances the early-access form of "Join the club" (server-rendered: without JavaScript it
 * simply opens `/auth?email=…`). On submit: sanitise and check the address; record it with
 * `registerEarlyAccess` (which refuses a second submission within 30 seconds); then, on the
 * same page, the answer: the form gives way to "You're on the list" (its heading takes focus)
 * with creating an account offered as the optional next step. Every problem is one message in
 * one place, beside the form (the field's own error, or the line under the button), replaced
 * by the next answer, and a typed address is kept.
 */
export function enhanceEarlyAccessForm(form: HTMLFormElement): void {
  const text = JSON.parse(form.dataset['text'] ?? '{}') as EarlyAccessText;
  const input = form.querySelector<HTMLInputElement>('input[name="email"]')!;
  const error = form.querySelector<HTMLElement>('[data-error]')!;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const problem = form.parentElement!.querySelector<HTMLElement>('[data-early-access-problem]')!;
  const done = form.parentElement!.querySelector<HTMLElement>('[data-early-access-done]')!;
  form.noValidate = true;

  $earlyAccess.subscribe((status) => {
    form.dataset['state'] = status;
    button.textContent = status === 'busy' ? text.busy : text.submit;
    if (status === 'busy') button.setAttribute('aria-disabled', 'true');
    else button.removeAttribute('aria-disabled');
    form.hidden = status === 'done';
    done.hidden = status !== 'done';
  });

  // Once the visitor means to use the form, the account form's code, which "You're on the list" offers next.
  input.addEventListener('focus', () => fetchAccountFormCodeAhead(), { once: true });

  const showError = (shown: boolean) => {
    error.hidden = !shown;
    form.dataset['field'] = shown ? 'invalid' : 'valid';
    if (shown) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', error.id);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if ($earlyAccess.get() === 'busy') return;
    const address = sanitizeInput(input.value);
    input.value = address;
    problem.textContent = '';
    if (!isValidEmail(address)) {
      showError(true);
      input.focus();
      return;
    }
    showError(false);
    const honeypot = form.querySelector<HTMLInputElement>('input[name="website"]')?.value ?? '';
    void registerEarlyAccess(address, honeypot).then((result) => {
      if (result === 'too-soon') problem.textContent = text.tooSoon;
      else if (result === 'failed') problem.textContent = text.error;
      else {
        done.querySelector('[data-done-text]')!.textContent = fill(text.doneText, { email: address });
        done.querySelector<HTMLAnchorElement>('a[data-create-account]')!.href =
          `${localHref(langFromPath(window.location.pathname), '/auth')}?email=${encodeURIComponent(address)}`;
        done.querySelector<HTMLElement>('h3')!.focus();
      }
    });
  });
}
