import { isValidEmail, sanitizeInput } from '../lib/auth-input';
import { goTo } from '../lib/navigate';
import { queueToast, toast } from '../lib/toast';
import { $earlyAccess, registerEarlyAccess } from '../stores/early-access';

/** The texts the form's script needs, from its `data-text` attribute (the server fills it from the dictionary). */
export interface EarlyAccessText {
  submit: string;
  busy: string;
  invalidTitle: string;
  invalidText: string;
  tooSoonTitle: string;
  tooSoonText: string;
  welcomeTitle: string;
  welcomeText: string;
  errorTitle: string;
  errorText: string;
}

/**
 * Enhances the early-access form of "Join the club" (server-rendered: without JavaScript it
 * simply opens `/auth?email=…`). On submit: sanitise and check the address; record it with
 * `registerEarlyAccess` (which refuses a second submission within 30 seconds); then queue the
 * welcome toast and open `/auth?email=<address>`. A failure keeps the typed address.
 */
export function enhanceEarlyAccessForm(form: HTMLFormElement): void {
  const text = JSON.parse(form.dataset['text'] ?? '{}') as EarlyAccessText;
  const input = form.querySelector<HTMLInputElement>('input[name="email"]')!;
  const error = form.querySelector<HTMLElement>('[data-error]')!;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  form.noValidate = true;

  $earlyAccess.subscribe((status) => {
    form.dataset['state'] = status;
    button.textContent = status === 'busy' ? text.busy : text.submit;
    if (status === 'busy') button.setAttribute('aria-disabled', 'true');
    else button.removeAttribute('aria-disabled');
  });

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
    if (!isValidEmail(address)) {
      showError(true);
      toast({ title: text.invalidTitle, description: text.invalidText, variant: 'destructive' });
      input.focus();
      return;
    }
    showError(false);
    const honeypot = form.querySelector<HTMLInputElement>('input[name="website"]')?.value ?? '';
    void registerEarlyAccess(address, honeypot).then((result) => {
      if (result === 'too-soon') toast({ title: text.tooSoonTitle, description: text.tooSoonText, variant: 'destructive' });
      else if (result === 'failed') toast({ title: text.errorTitle, description: text.errorText, variant: 'destructive' });
      else {
        queueToast({ title: text.welcomeTitle, description: text.welcomeText });
        goTo(`/auth?email=${encodeURIComponent(address)}`);
      }
    });
  });
}
