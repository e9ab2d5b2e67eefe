// @vitest-environment jsdom
import { getByRole, getByText } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../tests/axe-dom.ts';
import { fakeSupabase } from '../../../tests/fake-supabase.ts';
import { collectToasts } from '../../../tests/island-helpers.ts';
import type { EarlyAccessText } from './early-access-form.ts';

const fake = vi.hoisted(() => ({
  current: undefined as ReturnType<typeof import('../../../tests/fake-supabase.ts').fakeSupabase> | undefined,
}));
vi.mock('../../shared/stores/rest-client.ts', () => ({ getRestClient: () => fake.current!.client }));
const navigation = vi.hoisted(() => ({ goTo: vi.fn(), replaceWith: vi.fn() }));
vi.mock('../../shared/rules/navigate.ts', () => navigation);

const toasts = collectToasts();

const TEXT: EarlyAccessText = {
  submit: 'Register for Early Access',
  busy: 'Registering...',
  tooSoon: 'Too many requests: please wait 30 seconds before trying again.',
  error: 'Something went wrong. Please try again.',
  doneText: "{email} is on the early-access list. We'll write to you there when the club opens.",
};

/** The section as `SignupSection.astro` renders it, enhanced by a freshly loaded script (fresh stores). */
async function renderSection() {
  document.body.innerHTML = `
    <section aria-labelledby="t"><h2 id="t">Join the club</h2>
      <form action="/auth" method="get" data-early-access data-state="idle" data-field="valid">
        <div>
          <label for="early-access-email">Email address</label>
          <p id="early-access-email-error" data-error hidden><span class="sr-only">Error:</span> Please enter a valid email address.</p>
          <input id="early-access-email" name="email" type="email" required autocomplete="email" />
        </div>
        <button type="submit">Register for Early Access</button>
      </form>
      <div data-early-access-problem role="alert"></div>
      <div data-early-access-done hidden>
        <h3 tabindex="-1">You're on the list</h3>
        <p data-done-text></p>
        <p>Next, if you like: a free account</p>
        <a href="/auth?email=" data-create-account>Create your free account</a>
      </div>
      <p>Skip speculation. Start with a plan and steady saving. No spam.</p>
    </section>`;
  const form = document.querySelector<HTMLFormElement>('form')!;
  form.dataset['text'] = JSON.stringify(TEXT);
  vi.resetModules();
  const { enhanceEarlyAccessForm } = await import('./early-access-form.ts');
  enhanceEarlyAccessForm(form);
  return { form, user: userEvent.setup() };
}

const field = () => getByRole(document.body, 'textbox', { name: 'Email address' }) as HTMLInputElement;
const button = (name: string) => getByRole(document.body, 'button', { name });
const problem = () => getByRole(document.body, 'alert');

beforeEach(() => {
  localStorage.clear();
  fake.current = fakeSupabase();
  navigation.goTo.mockReset();
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the early-access form', () => {
  it('turns off the browser check once its own takes over', async () => {
    const { form } = await renderSection();
    expect(form.noValidate).toBe(true);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('an invalid address: one message, the error linked to the field, focus on it, no toast, nothing sent', async () => {
    const { user, form } = await renderSection();
    await user.type(field(), ' ada@example ');
    await user.click(button('Register for Early Access'));
    await user.click(button('Register for Early Access'));
    expect(toasts.shown).toEqual([]);
    expect(problem().textContent).toBe('');
    expect(field().value).toBe('ada@example');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field().getAttribute('aria-describedby')!)?.textContent?.trim()).toBe(
      'Error: Please enter a valid email address.',
    );
    expect(form.dataset['field']).toBe('invalid');
    expect(document.activeElement).toBe(field());
    expect(fake.current!.client.rpc).not.toHaveBeenCalled();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('records the address, reads "Registering..." meanwhile, then says on the page that it is on the list and offers an account', async () => {
    let answer: (value: { data: null; error: null }) => void = () => {};
    fake.current!.client.rpc.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { user, form } = await renderSection();
    await user.type(field(), ' <Ada+club@Example.com> ');
    await user.click(button('Register for Early Access'));
    expect(button('Registering...').getAttribute('aria-disabled')).toBe('true');
    expect(form.dataset['state']).toBe('busy');
    await user.click(button('Registering...'));
    expect(fake.current!.client.rpc).toHaveBeenCalledTimes(1);
    answer({ data: null, error: null });
    const heading = await vi.waitFor(() => getByRole(document.body, 'heading', { name: "You're on the list" }));
    expect(document.activeElement).toBe(heading);
    expect(
      getByText(document.body, "Ada+club@Example.com is on the early-access list. We'll write to you there when the club opens."),
    ).toBeTruthy();
    expect(getByRole(document.body, 'link', { name: 'Create your free account' }).getAttribute('href')).toBe(
      '/auth?email=Ada%2Bclub%40Example.com',
    );
    expect(form.hidden).toBe(true);
    expect(fake.current!.client.rpc).toHaveBeenCalledWith('register_early_access', { email: 'Ada+club@Example.com', source: 'home' });
    expect(navigation.goTo).not.toHaveBeenCalled();
    expect(toasts.shown).toEqual([]);
    expect(toasts.queued()).toBeUndefined();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('refuses a second submission within 30 seconds, in one line under the form', async () => {
    localStorage.setItem('vault-club:early-access-sent-at', String(Date.now() - 10_000));
    const { user } = await renderSection();
    await user.type(field(), 'ada@example.com');
    await user.click(button('Register for Early Access'));
    await vi.waitFor(() => expect(problem().textContent).toBe('Too many requests: please wait 30 seconds before trying again.'));
    await user.click(button('Register for Early Access'));
    await vi.waitFor(() => expect(problem().textContent).toBe('Too many requests: please wait 30 seconds before trying again.'));
    expect(toasts.shown).toEqual([]);
    expect(fake.current!.client.rpc).not.toHaveBeenCalled();
  });

  it('a failure: the error under the form, the typed address kept, the button ready again; a success then clears it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.current!.client.rpc.mockResolvedValueOnce({ data: null, error: { code: '500', message: 'down' } });
    const { user } = await renderSection();
    await user.type(field(), 'ada@example.com');
    await user.click(button('Register for Early Access'));
    await vi.waitFor(() => expect(problem().textContent).toBe('Something went wrong. Please try again.'));
    expect(field().value).toBe('ada@example.com');
    expect(getByText(document.body, 'Register for Early Access')).toBeTruthy();
    localStorage.clear();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31_000);
    await user.click(button('Register for Early Access'));
    await vi.waitFor(() => expect(getByRole(document.body, 'heading', { name: "You're on the list" })).toBeTruthy());
    expect(problem().textContent).toBe('');
    vi.useRealTimers();
  });
});
